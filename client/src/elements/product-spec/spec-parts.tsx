import { Group, Line, Rect, Text } from '../../render/konva';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import { ProductPicture } from '../ProductPicture';
import type { SpecContent, SpecGroup, SpecPicture } from './spec-content';

// The pieces every spec-sheet style is built from; the styles differ in where they put them
// and in their colours (a Theme), so a fix to how parameters wrap is made once.

export interface Theme {
  ink: string;
  muted: string;
  accent: string;
  rule: string;
  /** every other parameter row */
  shade: string;
  /** behind pictures */
  backdrop: string;
}

export const CLASSIC: Theme = { ink: '#1f2430', muted: '#5c6370', accent: '#1c7ed6', rule: '#dee2e6', shade: '#f4f6f8', backdrop: '#f1f3f5' };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const base = { fontFamily: DEFAULT_FONT_FAMILY, listening: false } as const;

/** A section's title with a short rule under it in the accent colour. */
export function Heading({ x, y, width, text, fs, theme }: { x: number; y: number; width: number; text: string; fs: number; theme: Theme }) {
  return (
    <>
      <Text {...base} x={x} y={y} width={width} height={fs * 1.5} verticalAlign="middle" text={text} fontSize={fs} fontStyle="bold" fill={theme.ink} wrap="none" ellipsis />
      <Rect x={x} y={y + fs * 1.55} width={Math.min(width, fs * 2.4)} height={Math.max(1.5, fs * 0.14)} fill={theme.accent} listening={false} />
    </>
  );
}

/** Lines of text in a box, wrapped, cut with … where the box ends. */
export function Paragraphs({ x, y, width, height, lines, fs, color, lineHeight = 1.5 }: Box & { lines: string[]; fs: number; color: string; lineHeight?: number }) {
  if (lines.length === 0 || height < fs) return null;
  return <Text {...base} x={x} y={y} width={Math.max(1, width)} height={height} text={lines.join('\n')} fontSize={fs} lineHeight={lineHeight} fill={color} wrap="char" ellipsis />;
}

/**
 * Parameter groups as rows of name and value, `cols` pairs to a row, a group's title over its
 * rows; rows past the box's bottom are left out (the box clips nothing half-drawn).
 */
export function ParamTable({ x, y, width, height, groups, fs, theme, cols = 1, titled = true }: Box & { groups: SpecGroup[]; fs: number; theme: Theme; cols?: number; titled?: boolean }) {
  const row = fs * 1.75;
  const pair = width / cols;
  const nameWidth = pair * 0.42;
  const out = [];
  let top = 0;
  let stripe = 0;
  // untitled, the groups run on as one list so no row is left half empty
  const shown = titled ? groups : [{ title: '', items: groups.flatMap((g) => g.items) }];
  for (const [gi, g] of shown.entries()) {
    if (titled) {
      if (top + row * 2 > height) break;
      out.push(<Text {...base} key={`g${gi}`} y={top} width={width} height={row} verticalAlign="middle" text={g.title} fontSize={fs * 0.95} fontStyle="bold" fill={theme.accent} wrap="none" ellipsis />);
      top += row;
    }
    for (let i = 0; i < g.items.length; i += cols) {
      if (top + row > height) break;
      if (stripe++ % 2 === 0) out.push(<Rect key={`s${gi}-${i}`} y={top} width={width} height={row} fill={theme.shade} listening={false} />);
      for (let c = 0; c < cols; c++) {
        const p = g.items[i + c];
        if (!p) continue;
        const px = c * pair;
        out.push(<Text {...base} key={`n${gi}-${i + c}`} x={px + fs * 0.4} y={top} width={Math.max(1, nameWidth - fs * 0.5)} height={row} verticalAlign="middle" text={p.name} fontSize={fs * 0.85} fill={theme.muted} wrap="none" ellipsis />);
        out.push(<Text {...base} key={`v${gi}-${i + c}`} x={px + nameWidth} y={top} width={Math.max(1, pair - nameWidth - fs * 0.4)} height={row} verticalAlign="middle" text={p.text} fontSize={fs * 0.85} fill={theme.ink} wrap="none" ellipsis />);
      }
      top += row;
    }
    top += fs * 0.3;
  }
  return (
    <Group x={x} y={y} listening={false}>
      {out}
      {top > 0 && <Line points={[0, Math.min(top, height), width, Math.min(top, height)]} stroke={theme.rule} strokeWidth={1} listening={false} />}
    </Group>
  );
}

/** The small pictures (spectrum, light pattern, glare, install), each over its label, in a row or a column. */
export function SmallPictures({ x, y, width, height, items, fs, theme, column = false }: Box & { items: SpecPicture[]; fs: number; theme: Theme; column?: boolean }) {
  if (items.length === 0) return null;
  const n = items.length;
  const gap = fs * 0.6;
  const labelHeight = fs * 1.5;
  const cw = column ? width : (width - gap * (n - 1)) / n;
  const ch = column ? (height - gap * (n - 1)) / n : height;
  return (
    <Group x={x} y={y} listening={false}>
      {items.map((p, i) => {
        const px = column ? 0 : i * (cw + gap);
        const py = column ? i * (ch + gap) : 0;
        return (
          <Group key={p.kind} x={px} y={py} listening={false}>
            <ProductPicture src={p.src} width={cw} height={Math.max(1, ch - labelHeight)} backdrop={theme.backdrop} radius={3} />
            <Text {...base} y={ch - labelHeight} width={cw} height={labelHeight} align="center" verticalAlign="middle" text={p.label} fontSize={fs * 0.75} fill={theme.muted} wrap="none" ellipsis />
          </Group>
        );
      })}
    </Group>
  );
}

/** The main picture over a row of the others (cover, then size drawings). */
export function PictureSet({ x, y, width, height, pictures, fs, theme, empty }: Box & { pictures: string[]; fs: number; theme: Theme; empty: string }) {
  const rest = pictures.slice(1, 4);
  const gap = fs * 0.6;
  const thumb = rest.length > 0 ? Math.min(height * 0.3, (width - gap * 2) / 3) : 0;
  const main = height - (thumb > 0 ? thumb + gap : 0);
  return (
    <Group x={x} y={y} listening={false}>
      <ProductPicture src={pictures[0] ?? ''} width={width} height={main} backdrop={theme.backdrop} radius={4} empty={empty} />
      {rest.map((src, i) => (
        <ProductPicture key={src} src={src} x={i * (thumb + gap)} y={main + gap} width={thumb} height={thumb} backdrop={theme.backdrop} radius={3} />
      ))}
    </Group>
  );
}

/** What each style is given: the content, its box, the font size and the words it prints. */
export interface StyleProps {
  c: SpecContent;
  w: number;
  h: number;
  fs: number;
  words: { no: string; code: string; name: string; description: string; params: string; remark: string; pictures: string; noPicture: string };
}
