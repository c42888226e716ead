import { Rect, Text } from '../../render/konva';
import type { DocSettings, Party } from '../../../../shared/src/documents/doc-settings';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';

// The blocks over a quotation (spec 001 §3 exchange-style document): the seller's company
// block when the document uses it, then the client ("to") and the seller ("from") side by side,
// each line a label and what was typed. Line heights come from the table's layout.

const INK = '#1f2430';
const MUTED = '#5c6370';
const base = { fontFamily: DEFAULT_FONT_FAMILY, listening: false, wrap: 'none', ellipsis: true, verticalAlign: 'middle' } as const;

type Tr = (key: string, params?: Record<string, unknown>) => string;

interface Props {
  settings: DocSettings;
  width: number;
  fs: number;
  lineHeight: number;
  t: Tr;
}

export function HeaderBlocks({ settings, width, fs, lineHeight, t }: Props) {
  const out = [];
  let y = 0;
  if (settings.useCompany) {
    const c = settings.company;
    out.push(<Text {...base} key="co" y={y} width={width} height={lineHeight} text={c.company} fontSize={fs * 1.2} fontStyle="bold" fill={INK} />);
    const contact = [c.contact, c.phone, c.email, c.address].filter((s) => s !== '').join('    ');
    out.push(<Text {...base} key="cc" y={y + lineHeight} width={width} height={lineHeight} text={contact} fontSize={fs * 0.85} fill={MUTED} />);
    out.push(<Rect key="cr" y={y + lineHeight * 2 - 1} width={width} height={1} fill="#ced4da" listening={false} />);
    y += lineHeight * 2;
  }
  const half = (width - fs) / 2;
  const block = (key: string, x: number, heading: string, party: Party) => {
    const label = (field: keyof Party) => t('common.labelled', { label: t(`docElements.table.${field}`), value: party[field] });
    return [
      <Text {...base} key={`${key}h`} x={x} y={y} width={half} height={lineHeight} text={heading} fontSize={fs} fontStyle="bold" fill={INK} />,
      ...(['project', 'address', 'contact', 'phone', 'email'] as const).map((f, i) => (
        <Text {...base} key={`${key}${f}`} x={x} y={y + lineHeight * (i + 1)} width={half} height={lineHeight} text={label(f)} fontSize={fs * 0.9} fill={INK} />
      )),
    ];
  };
  out.push(...block('to', 0, t('docElements.table.to'), settings.to));
  out.push(...block('from', half + fs, t('docElements.table.from'), settings.from));
  if (settings.date) {
    out.push(<Text {...base} key="date" x={half + fs} y={y} width={half} height={lineHeight} align="right" text={t('common.labelled', { label: t('docElements.table.date'), value: settings.date })} fontSize={fs * 0.9} fill={MUTED} />);
  }
  return <>{out}</>;
}
