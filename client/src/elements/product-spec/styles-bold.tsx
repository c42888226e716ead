import { Group, Line, Rect, Text } from '../../render/konva';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import { ProductPicture } from '../ProductPicture';
import { Heading, Paragraphs, ParamTable, SmallPictures, type StyleProps, type Theme } from './spec-parts';

// The three bolder styles: t2 led by a large picture, t3 a compact bordered table that prints
// well in black and white, t4 a magazine page with a coloured sidebar.

const base = { fontFamily: DEFAULT_FONT_FAMILY, listening: false, wrap: 'none', ellipsis: true } as const;

const HERO: Theme = { ink: '#1f2430', muted: '#5c6370', accent: '#2b8a3e', rule: '#d3f9d8', shade: '#ebfbee', backdrop: '#f1f3f5' };

export function SpecT2(props: StyleProps) {
  const { c, w, h, fs, words } = props;
  const hero = h * 0.48;
  const side = c.pictures.length > 1 ? w * 0.2 : 0;
  const gap = fs * 0.8;
  const strip = fs * 3.6;
  const body = hero + gap * 1.5;
  const smallHeight = c.small.length > 0 ? Math.min(h * 0.2, fs * 8) : 0;
  const paramsWidth = w * 0.6;
  const bodyHeight = h - body - (smallHeight > 0 ? smallHeight + gap : 0);
  return (
    <>
      <Rect width={w} height={h} fill="#ffffff" listening={false} />
      <ProductPicture src={c.pictures[0] ?? ''} width={w - (side > 0 ? side + gap : 0)} height={hero} backdrop="#e9ecef" empty={words.noPicture} />
      {c.pictures.slice(1, 4).map((src, i, all) => {
        const ph = (hero - gap * (all.length - 1)) / all.length;
        return <ProductPicture key={src} src={src} x={w - side} y={i * (ph + gap)} width={side} height={ph} backdrop="#f1f3f5" />;
      })}
      <Rect y={hero - strip} width={w * 0.62} height={strip} fill="#ffffff" opacity={0.9} listening={false} />
      <Rect y={hero - strip} width={fs * 0.4} height={strip} fill={HERO.accent} listening={false} />
      <Text {...base} x={fs} y={hero - strip + fs * 0.3} width={w * 0.6 - fs * 1.5} height={fs * 1.9} verticalAlign="middle" text={c.name} fontSize={fs * 1.45} fontStyle="bold" fill={HERO.ink} />
      <Text {...base} x={fs} y={hero - strip + fs * 2.2} width={w * 0.6 - fs * 1.5} height={fs * 1.2} verticalAlign="middle" text={[c.no, c.code].filter(Boolean).join('  ·  ')} fontSize={fs * 0.85} fill={HERO.accent} />
      <Heading x={0} y={body} width={paramsWidth} text={words.params} fs={fs} theme={HERO} />
      <ParamTable x={0} y={body + fs * 2.3} width={paramsWidth - gap} height={bodyHeight - fs * 2.3} groups={c.groups} fs={fs} theme={HERO} cols={2} titled={false} />
      <Heading x={paramsWidth + gap} y={body} width={w - paramsWidth - gap} text={words.description} fs={fs} theme={HERO} />
      <Paragraphs x={paramsWidth + gap} y={body + fs * 2.3} width={w - paramsWidth - gap} height={bodyHeight - fs * 2.3} lines={c.remark ? [...c.description, '', c.remark] : c.description} fs={fs * 0.9} color={HERO.ink} />
      {smallHeight > 0 && <SmallPictures x={0} y={h - smallHeight} width={w} height={smallHeight} items={c.small} fs={fs} theme={HERO} />}
    </>
  );
}

const GRID: Theme = { ink: '#212529', muted: '#495057', accent: '#343a40', rule: '#adb5bd', shade: '#f8f9fa', backdrop: '#ffffff' };

export function SpecT3(props: StyleProps) {
  const { c, w, h, fs, words } = props;
  const row = fs * 2.1;
  const label = '#e9ecef';
  const cells: [string, string, number][] = [
    [words.no, c.no, 0.6],
    [words.code, c.code, 1.2],
    [words.name, c.name, 2.2],
  ];
  const total = cells.reduce((a, [, , k]) => a + k, 0);
  let x = 0;
  const head = cells.flatMap(([l, v, k], i) => {
    const cw = (w * k) / total;
    const lw = Math.min(cw * 0.45, fs * 5);
    const out = [
      <Rect key={`l${i}`} x={x} width={lw} height={row} fill={label} stroke={GRID.rule} strokeWidth={1} listening={false} />,
      <Text {...base} key={`lt${i}`} x={x} width={lw} height={row} align="center" verticalAlign="middle" text={l} fontSize={fs * 0.85} fill={GRID.muted} />,
      <Rect key={`v${i}`} x={x + lw} width={cw - lw} height={row} stroke={GRID.rule} strokeWidth={1} listening={false} />,
      <Text {...base} key={`vt${i}`} x={x + lw + fs * 0.4} width={cw - lw - fs * 0.8} height={row} verticalAlign="middle" text={v} fontSize={fs * 0.95} fontStyle="bold" fill={GRID.ink} />,
    ];
    x += cw;
    return out;
  });
  // six cells: the cover and the size drawing, then the small pictures with their labels
  const pics = [...c.pictures.slice(0, 6 - Math.min(4, c.small.length)).map((src) => ({ kind: src, label: '', src })), ...c.small.slice(0, 4)];
  const picsHeight = pics.length > 0 ? Math.min(h * 0.3, w / Math.max(4, pics.length)) : 0;
  const textRows = (c.description.length > 0 ? 1 : 0) + (c.remark ? 1 : 0);
  const textHeight = fs * 4.2;
  const paramsTop = row + (picsHeight > 0 ? picsHeight + fs * 0.6 : 0) + fs * 0.4;
  const paramsHeight = h - paramsTop - textRows * textHeight - fs * 0.4;
  const textRow = (key: string, l: string, lines: string[], y: number) => (
    <Group key={key} y={y} listening={false}>
      <Rect width={fs * 5} height={textHeight} fill={label} stroke={GRID.rule} strokeWidth={1} listening={false} />
      <Text {...base} width={fs * 5} height={textHeight} align="center" verticalAlign="middle" text={l} fontSize={fs * 0.85} fill={GRID.muted} />
      <Rect x={fs * 5} width={w - fs * 5} height={textHeight} stroke={GRID.rule} strokeWidth={1} listening={false} />
      <Paragraphs x={fs * 5.4} y={fs * 0.4} width={w - fs * 5.8} height={textHeight - fs * 0.8} lines={lines} fs={fs * 0.85} color={GRID.ink} lineHeight={1.35} />
    </Group>
  );
  const descY = h - textRows * textHeight;
  const remarkY = h - textHeight;
  return (
    <>
      <Rect width={w} height={h} fill="#ffffff" listening={false} />
      {head}
      {picsHeight > 0 && <SmallPictures x={0} y={row + fs * 0.6} width={w} height={picsHeight} items={pics} fs={fs} theme={GRID} />}
      <ParamTable x={0} y={paramsTop} width={w} height={paramsHeight} groups={c.groups} fs={fs * 0.95} theme={GRID} cols={2} />
      <Rect y={paramsTop} width={w} height={Math.max(0, paramsHeight)} stroke={GRID.rule} strokeWidth={1} listening={false} />
      {c.description.length > 0 && textRow('d', words.description, [c.description.join('；')], descY)}
      {c.remark && textRow('r', words.remark, [c.remark], remarkY)}
    </>
  );
}

const TEAL = '#0b7285';
const MAG: Theme = { ink: '#1f2430', muted: '#5c6370', accent: TEAL, rule: '#c5f6fa', shade: '#f1fbfc', backdrop: '#f1f3f5' };
const ON_TEAL: Theme = { ...MAG, muted: '#e3fafc', backdrop: '#e3fafc' };

export function SpecT4(props: StyleProps) {
  const { c, w, h, fs, words } = props;
  const side = w * 0.26;
  const pad = fs * 1.2;
  const x0 = side + pad * 1.5;
  const rw = w - x0;
  const leadText = c.description.join(' ');
  // the lead runs on in one paragraph: its lines estimated from its length (a CJK character is about 1 em)
  const leadLines = Math.min(3, Math.ceil((leadText.length * fs * 1.05) / Math.max(1, w - side - pad * 1.5)));
  const lead = leadLines * fs * 1.05 * 1.6;
  const top = fs * 3.4 + fs * 0.8 + (lead > 0 ? lead + fs : 0);
  const picWidth = rw * 0.45;
  return (
    <>
      <Rect width={w} height={h} fill="#ffffff" listening={false} />
      <Rect width={side} height={h} fill={TEAL} listening={false} />
      <Text {...base} x={pad} y={pad} width={side - pad * 2} height={fs * 4} verticalAlign="middle" text={c.no} fontSize={fs * 3.4} fontStyle="bold" fill="#ffffff" />
      <Text {...base} x={pad} y={pad + fs * 4.2} width={side - pad * 2} height={fs * 1.4} verticalAlign="middle" text={c.code} fontSize={fs * 0.95} fill="#c5f6fa" />
      <Line points={[pad, pad + fs * 6, side - pad, pad + fs * 6]} stroke="#66d9e8" strokeWidth={1} listening={false} />
      <SmallPictures x={pad} y={pad + fs * 7} width={side - pad * 2} height={h - pad * 2 - fs * 7} items={c.small} fs={fs} theme={ON_TEAL} column />
      <Text {...base} x={x0} width={rw} height={fs * 3.4} verticalAlign="bottom" text={c.name} fontSize={fs * 2} fontStyle="bold" fill={MAG.ink} />
      <Rect x={x0} y={fs * 3.8} width={fs * 3} height={Math.max(2, fs * 0.18)} fill={TEAL} listening={false} />
      {lead > 0 && <Text {...base} x={x0} y={fs * 4.4} width={rw} height={lead} text={leadText} fontSize={fs * 1.05} lineHeight={1.6} fontStyle="italic" fill={MAG.muted} wrap="char" />}
      <ProductPicture src={c.pictures[0] ?? ''} x={x0} y={top} width={picWidth} height={(h - top) * (c.pictures.length > 1 ? 0.68 : 1)} backdrop={MAG.backdrop} empty={words.noPicture} radius={6} />
      {c.pictures.slice(1, 3).map((src, i) => (
        <ProductPicture key={src} src={src} x={x0 + i * (picWidth / 2 + fs * 0.3)} y={top + (h - top) * 0.68 + fs * 0.6} width={picWidth / 2 - fs * 0.3} height={(h - top) * 0.32 - fs * 0.6} backdrop={MAG.backdrop} radius={4} />
      ))}
      <ParamTable x={x0 + picWidth + pad} y={top} width={rw - picWidth - pad} height={h - top - (c.remark ? fs * 3 : 0)} groups={c.groups} fs={fs} theme={MAG} />
      {c.remark && <Text {...base} x={x0 + picWidth + pad} y={h - fs * 2.6} width={rw - picWidth - pad} height={fs * 2.6} verticalAlign="middle" text={c.remark} fontSize={fs * 0.85} fontStyle="italic" fill={MAG.muted} />}
    </>
  );
}
