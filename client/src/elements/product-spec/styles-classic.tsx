import { Rect, Text } from '../../render/konva';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import { CLASSIC, Heading, Paragraphs, ParamTable, PictureSet, SmallPictures, type StyleProps, type Theme } from './spec-parts';

// The two sober styles: default (classic two columns, pictures left, words right) and t1 (a
// dark band carrying the name over words left and pictures right).

const base = { fontFamily: DEFAULT_FONT_FAMILY, listening: false, wrap: 'none', ellipsis: true } as const;

/** Description, parameters and remark stacked in one column, each taking what it needs. */
function WordsColumn({ x, y, width, height, props, theme }: { x: number; y: number; width: number; height: number; props: StyleProps; theme: Theme }) {
  const { c, fs, words } = props;
  const head = fs * 2.3;
  // a remark is a line or two: it takes that much, leaving the rest to the parameters
  const remarkHeight = c.remark ? Math.min(height * 0.2, fs * 0.85 * 1.5 * 2) : 0;
  const descHeight = c.description.length > 0 ? Math.min(height * 0.3, c.description.length * fs * 1.5 + fs * 0.5) : 0;
  let top = y;
  const out = [];
  if (descHeight > 0) {
    out.push(<Heading key="dh" x={x} y={top} width={width} text={words.description} fs={fs} theme={theme} />);
    out.push(<Paragraphs key="d" x={x} y={top + head} width={width} height={descHeight} lines={c.description} fs={fs * 0.9} color={theme.ink} />);
    top += head + descHeight + fs * 0.6;
  }
  out.push(<Heading key="ph" x={x} y={top} width={width} text={words.params} fs={fs} theme={theme} />);
  top += head;
  const paramsHeight = y + height - top - (remarkHeight > 0 ? remarkHeight + head + fs * 0.4 : 0);
  // two name/value pairs a row once the column is wide enough: a sheet's parameters rarely fit one per row
  out.push(<ParamTable key="p" x={x} y={top} width={width} height={paramsHeight} groups={c.groups} fs={fs} theme={theme} cols={width > fs * 36 ? 2 : 1} />);
  if (remarkHeight > 0) {
    const ry = y + height - remarkHeight - head;
    out.push(<Heading key="rh" x={x} y={ry} width={width} text={words.remark} fs={fs} theme={theme} />);
    out.push(<Paragraphs key="r" x={x} y={ry + head} width={width} height={remarkHeight} lines={[c.remark]} fs={fs * 0.85} color={theme.muted} />);
  }
  return <>{out}</>;
}

/** Pictures over the small pictures' row. */
function PictureColumn({ x, y, width, height, props, theme }: { x: number; y: number; width: number; height: number; props: StyleProps; theme: Theme }) {
  const { c, fs, words } = props;
  const small = c.small.length > 0 ? Math.min(height * 0.3, width / Math.max(2, c.small.length) + fs * 1.5) : 0;
  return (
    <>
      <PictureSet x={x} y={y} width={width} height={height - (small > 0 ? small + fs : 0)} pictures={c.pictures} fs={fs} theme={theme} empty={words.noPicture} />
      {small > 0 && <SmallPictures x={x} y={y + height - small} width={width} height={small} items={c.small} fs={fs} theme={theme} />}
    </>
  );
}

export function SpecDefault(props: StyleProps) {
  const { c, w, h, fs, words } = props;
  const title = fs * 4;
  const body = title + fs;
  const left = w * 0.42;
  const gap = fs * 1.5;
  const sub = [c.no && `${words.no} ${c.no}`, c.code && `${words.code} ${c.code}`].filter(Boolean).join('    ');
  return (
    <>
      <Rect width={w} height={h} fill="#ffffff" listening={false} />
      <Text {...base} width={w} height={fs * 2.3} verticalAlign="middle" text={c.name} fontSize={fs * 1.6} fontStyle="bold" fill={CLASSIC.ink} />
      <Text {...base} y={fs * 2.4} width={w} height={fs * 1.3} verticalAlign="middle" text={sub} fontSize={fs * 0.9} fill={CLASSIC.muted} />
      <Rect y={title} width={w} height={Math.max(1, fs * 0.1)} fill={CLASSIC.ink} listening={false} />
      <PictureColumn x={0} y={body} width={left} height={h - body} props={props} theme={CLASSIC} />
      <WordsColumn x={left + gap} y={body} width={w - left - gap} height={h - body} props={props} theme={CLASSIC} />
    </>
  );
}

const BAND: Theme = { ink: '#1f2430', muted: '#5c6370', accent: '#e67700', rule: '#e9ecef', shade: '#fff9db', backdrop: '#f8f9fa' };

export function SpecT1(props: StyleProps) {
  const { c, w, h, fs } = props;
  const band = fs * 4.6;
  const body = band + fs * 1.2;
  const pad = fs;
  const right = w * 0.44;
  return (
    <>
      <Rect width={w} height={h} fill="#ffffff" listening={false} />
      <Rect name="spec-band" width={w} height={band} fill="#1f2a44" listening={false} />
      <Text {...base} x={pad} y={fs * 0.6} width={w * 0.7} height={fs * 2.2} verticalAlign="middle" text={c.name} fontSize={fs * 1.6} fontStyle="bold" fill="#ffffff" />
      <Text {...base} x={pad} y={fs * 2.8} width={w * 0.7} height={fs * 1.3} verticalAlign="middle" text={c.code} fontSize={fs * 0.95} fill="#ffd43b" />
      <Text {...base} x={w * 0.7} width={w * 0.3 - pad} height={band} align="right" verticalAlign="middle" text={c.no} fontSize={fs * 2.4} fontStyle="bold" fill="#ffd43b" />
      <WordsColumn x={pad} y={body} width={w - right - pad * 2.5} height={h - body - pad} props={props} theme={BAND} />
      <PictureColumn x={w - right - pad} y={body} width={right} height={h - body - pad} props={props} theme={BAND} />
    </>
  );
}
