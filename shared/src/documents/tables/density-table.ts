// The lighting power density check (lpd, 照明功率密度核算): for each space of the document's
// settings, the installed power of the lines placed in it over its floor area, against the
// current (现行值) and target (目标值) limits of GB 50034-2013 for its space type.

import { isMessageKey, type MessageKey } from '../../i18n';
import { checkPowerDensity, lpdLimit, LPD_NOTE_KEY } from '../../lighting/power-density';
import type { DocLine } from '../doc-lines';
import { installedUnits, lineQuantity, linePower, readHundredthsOf, wattsNumber, wattsText, decimalText } from './line-figures';
import { cell, col, type DocTable, type TableInput, type TableRow } from './table-model';

/**
 * Installed power of one space in 1/10 000 W: a line counts when its space is this one (with its
 * quantity), or when the plan placed it there (with the plan's count); the plan's count wins
 * when both name the space, so a luminaire is never counted twice.
 */
export function spaceInstalledUnits(lines: readonly DocLine[], space: string): bigint {
  let units = 0n;
  for (const line of lines) {
    const power = linePower(line);
    if (!power?.ok) continue;
    const placed = line.spaces[space];
    if (placed !== undefined) units += installedUnits(power.value, BigInt(placed) * 100n);
    else if (line.space.trim() === space) {
      const q = lineQuantity(line);
      if (q.ok) units += installedUnits(power.value, q.value);
    }
  }
  return units;
}

const keyOf = (e: unknown): MessageKey => (e instanceof RangeError && isMessageKey(e.message) ? e.message : 'energy.notNumber');
const fixed = (n: number) => cell(n.toFixed(1), { value: n });

export function densityTable({ lines, settings, t }: TableInput): DocTable {
  const clauses = new Set<string>();
  const rows: TableRow[] = settings.spaces.map((space, i) => {
    const row = lpdLimit(space.type);
    if (row) clauses.add(row.source.clause);
    const units = spaceInstalledUnits(lines, space.name.trim());
    const area = readHundredthsOf(space.area);
    const base = {
      space: cell(space.name),
      spaceType: row ? cell(row.name) : cell('', { error: 'energy.unknownSpace' as const }),
      area: area?.ok ? cell(decimalText(area.value, 2), { value: Number(area.value) / 100 }) : cell('', { error: area ? area.key : 'energy.areaPositive' }),
      installedPower: cell(wattsText(units), { value: wattsNumber(units) }),
      currentLimit: row ? fixed(row.current) : cell(''),
      targetLimit: row ? fixed(row.target) : cell(''),
    };
    let result: Record<string, ReturnType<typeof cell>> = { lpd: cell(''), verdict: cell('') };
    if (row && area?.ok) {
      try {
        const c = checkPowerDensity({ spaceType: space.type, power: wattsNumber(units), area: Number(area.value) / 100 });
        const fails = c.verdict === 'fail';
        result = { lpd: cell(c.lpd.toFixed(2), { value: Number(c.lpd.toFixed(2)), fails }), verdict: cell(t(`energy.verdict.${c.verdict}`), { fails }) };
      } catch (e) {
        result = { lpd: cell('', { error: keyOf(e) }), verdict: cell('') };
      }
    }
    return { key: `space${i}`, cells: { ...base, ...result } };
  });
  const notes: string[] = [];
  if (settings.spaces.length === 0) notes.push(t('docTables.lpdNoSpaces'));
  // the clauses of the rows shown, in the standard's order; all of 6.3 when none is known yet
  const used = [...clauses].sort();
  notes.push(t('docTables.lpdStandard', { clauses: used.length > 0 ? used.join('、') : '§6.3' }), t(LPD_NOTE_KEY), t('docTables.powerNote'));
  return {
    kind: 'lpd',
    title: t('docTables.title.lpd'),
    columns: [
      col('space', t('docTables.col.space'), 1.2),
      col('spaceType', t('docTables.col.spaceType'), 1.4),
      col('area', t('docTables.col.area'), 0.9, 'number'),
      col('installedPower', t('docTables.col.installedPower'), 1, 'number'),
      col('lpd', t('docTables.col.lpd'), 1, 'number'),
      col('currentLimit', t('docTables.col.currentLimit'), 1, 'number'),
      col('targetLimit', t('docTables.col.targetLimit'), 1, 'number'),
      col('verdict', t('docTables.col.verdict'), 1.1, 'text', 'center'),
    ],
    rows,
    footer: [],
    notes,
  };
}
