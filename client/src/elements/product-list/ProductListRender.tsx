import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Rect, Text } from '../../render/konva';
import { listDisplay, type ProductListField } from '../../../../shared/src/documents/product-list';
import type { DocLine } from '../../../../shared/src/documents/doc-lines';
import { displayParams } from '../../../../shared/src/products/params';
import { useDocDataContext } from '../../documents/doc-data';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import { ProductPicture } from '../ProductPicture';
import type { RenderProps } from '../registry';
import { DASH } from '../shape/ShapeRender';
import { listLayout, type ListLayout } from './list-layout';

const INK = '#1f2430';
const MUTED = '#5c6370';
const ACCENT = '#1c7ed6';
const BORDER = '#dee2e6';

type Tr = ReturnType<typeof useTranslation>['t'];

/** One parameter a line ("功率：15 W"), brand first and warranty last as the spec orders them. */
function paramLines(line: DocLine, t: Tr): string[] {
  return displayParams(line, (n) => t('product.warrantyYears', { n }))
    .flatMap((g) => g.items)
    .map((p) => t('common.labelled', { label: p.name, value: p.text }));
}

/**
 * The document's products as cards (spec 001 §3 product-list element): `cols` to a row, each
 * with the fields shown (cover, list number, code, name, description, parameters). What does
 * not fit is counted in a last line, and an empty list says where products come from.
 */
export function ProductListRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const data = useDocDataContext();
  const { fields, cols } = listDisplay(el as { fields?: unknown; cols?: unknown }, data.display);
  const fs = typeof el.fontSize === 'number' ? el.fontSize : 18;
  if (data.lines.length === 0) {
    return (
      <>
        <Rect width={el.width} height={el.height} fill="#f8f9fa" stroke="#adb5bd" strokeWidth={1.5} dash={DASH} cornerRadius={8} listening={false} />
        <Text width={el.width} height={el.height} padding={fs} text={t('docElements.list.empty')} align="center" verticalAlign="middle" fontSize={fs} fontFamily={DEFAULT_FONT_FAMILY} fill={MUTED} listening={false} />
      </>
    );
  }
  const L = listLayout(fields, cols, data.lines.length, { width: el.width, height: el.height, fontSize: fs });
  const shown = data.lines.slice(0, L.shown);
  return (
    <Group clipX={0} clipY={0} clipWidth={el.width} clipHeight={el.height} listening={false}>
      {shown.map((line, i) => (
        <Card key={line.uuid} line={line} fields={fields} L={L} fs={fs} x={(i % cols) * (L.cardWidth + L.gap)} y={Math.floor(i / cols) * (L.cardHeight + L.gap)} t={t} />
      ))}
      {L.moreY !== null && (
        <Text y={L.moreY} width={el.width} height={fs * 1.8} text={t('docElements.list.more', { n: data.lines.length - L.shown })} verticalAlign="middle" fontSize={fs} fontFamily={DEFAULT_FONT_FAMILY} fill={MUTED} listening={false} />
      )}
    </Group>
  );
}

interface CardProps {
  line: DocLine;
  fields: ProductListField[];
  L: ListLayout;
  fs: number;
  x: number;
  y: number;
  t: Tr;
}

/** One product's card; memoised, so a colleague's edit of one line redraws that card alone. */
const Card = memo(function Card({ line, fields, L, fs, x, y, t }: CardProps) {
  const has = (f: ProductListField) => fields.includes(f);
  const tx = L.pad + (L.picture > 0 ? L.picture + L.pad : 0);
  const tw = Math.max(1, L.cardWidth - tx - L.pad);
  const text = { fontFamily: DEFAULT_FONT_FAMILY, width: tw, wrap: 'none' as const, ellipsis: true, listening: false };
  let ty = L.pad;
  const parts = [];
  if (has('no') || has('code')) {
    const head = [has('no') ? line.no : '', has('code') ? line.code : ''].filter((s) => s !== '').join('  ');
    parts.push(<Text key="head" x={tx} y={ty} height={L.lineHeight} verticalAlign="middle" text={head} fontSize={fs * 0.9} fontStyle="bold" fill={ACCENT} {...text} />);
    ty += L.lineHeight;
  }
  if (has('name')) {
    parts.push(<Text key="name" x={tx} y={ty} height={L.lineHeight} verticalAlign="middle" text={line.name} fontSize={fs * 1.05} fontStyle="bold" fill={INK} {...text} />);
    ty += L.lineHeight;
  }
  if (L.descLines > 0) {
    parts.push(<Text key="desc" x={tx} y={ty} height={L.lineHeight * L.descLines} lineHeight={1.45} text={line.description.replace(/\s*\n\s*/g, ' ')} fontSize={fs * 0.85} fill={MUTED} {...text} wrap="char" />);
    ty += L.lineHeight * L.descLines;
  }
  if (L.paramLines > 0) {
    const lines = paramLines(line, t).slice(0, L.paramLines);
    parts.push(<Text key="param" x={tx} y={ty} height={L.lineHeight * L.paramLines} lineHeight={1.45} text={lines.join('\n')} fontSize={fs * 0.85} fill={INK} {...text} />);
  }
  return (
    <Group x={x} y={y} listening={false}>
      <Rect width={L.cardWidth} height={L.cardHeight} fill="#ffffff" stroke={BORDER} strokeWidth={1} cornerRadius={6} listening={false} />
      {L.picture > 0 && <ProductPicture src={line.cover} x={L.pad} y={L.pad} width={L.picture} height={L.picture} radius={4} empty={t('docElements.spec.noPicture')} />}
      {parts}
    </Group>
  );
});
