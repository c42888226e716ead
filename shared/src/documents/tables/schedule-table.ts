// The luminaire schedule (djb, 灯具表) of a lighting plan: one row per luminaire type with its
// legend symbol, then how many the plan places in each space (the counts the plan command writes
// into the line's `spaces`, one column per plan page) and the total, and the installed power.

import { paramText } from '../../products/params';
import { paramValue, type DocLine } from '../doc-lines';
import { decimalText, installedUnits, lineQuantity, linePower, quantityCell, wattsNumber, wattsText, type Read } from './line-figures';
import { cell, col, type DocTable, type TableFooter, type TableInput, type TableRow } from './table-model';

/** Space (plan page) names in the order they first appear across the lines. */
export function scheduleSpaces(lines: readonly DocLine[]): string[] {
  const seen = new Set<string>();
  for (const l of lines) for (const name of Object.keys(l.spaces)) seen.add(name);
  return [...seen];
}

/** How many of a line the schedule counts: the plan's counts when it has any, else the typed quantity (blank = 1). */
export function scheduleQuantity(line: DocLine): Read<bigint> {
  const counts = Object.values(line.spaces);
  if (counts.length === 0) return lineQuantity(line);
  return { ok: true, value: counts.reduce((s, n) => s + BigInt(n) * 100n, 0n) };
}

const paramCell = (line: DocLine, id: string) => {
  const p = line.params.find((x) => x.id === id);
  return cell(p ? paramText(p) : '');
};

export function scheduleTable({ lines, t }: TableInput): DocTable {
  const spaces = scheduleSpaces(lines);
  let count = 0n;
  let watts = 0n;
  const rows: TableRow[] = lines.map((line) => {
    const q = scheduleQuantity(line);
    const power = linePower(line);
    if (q.ok) {
      count += q.value;
      if (power?.ok) watts += installedUnits(power.value, q.value);
    }
    const perSpace = Object.fromEntries(
      spaces.map((name, i) => {
        const n = line.spaces[name];
        return [`space${i}`, n === undefined ? cell('') : cell(String(n), { value: n })];
      }),
    );
    return {
      key: line.uuid,
      cells: {
        symbol: cell(line.symbol || line.no),
        lampType: cell(paramValue(line, 'lamp_type') || line.name),
        code: cell(line.code),
        name: cell(line.name),
        power: power && !power.ok ? cell('', { error: power.key }) : paramCell(line, 'power'),
        cct: paramCell(line, 'cct'),
        beam: paramCell(line, 'beam'),
        ...perSpace,
        quantity: quantityCell(q),
      },
    };
  });
  const footer: TableFooter[] = [
    { key: 'count', label: t('docTables.totalLuminaires'), text: decimalText(count, 2), value: Number(count) / 100, format: 'number' },
    { key: 'power', label: t('docTables.totalPower'), text: wattsText(watts), value: wattsNumber(watts), format: 'number', strong: true },
  ];
  return {
    kind: 'djb',
    title: t('docTables.title.djb'),
    columns: [
      col('symbol', t('docTables.col.symbol'), 0.6, 'text', 'center'),
      col('lampType', t('docTables.col.lampType'), 1.1),
      col('code', t('docTables.col.code'), 1.1),
      col('name', t('docTables.col.name'), 1.6),
      col('power', t('docTables.col.power'), 0.7, 'text', 'center'),
      col('cct', t('docTables.col.cct'), 0.7, 'text', 'center'),
      col('beam', t('docTables.col.beam'), 0.7, 'text', 'center'),
      ...spaces.map((name, i) => col(`space${i}`, name, 0.7, 'number')),
      col('quantity', t('docTables.col.total'), 0.8, 'number'),
    ],
    rows,
    footer,
    notes: [t('docTables.powerNote')],
  };
}
