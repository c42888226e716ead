import type { TFunction } from 'i18next';
import type { Missing, SpaceCheck, Verdict } from '../../../../shared/src/lighting/space-compliance';

// The words of a space's compliance check, shared by its badge's popover and its inspector.

export const VERDICT_COLOURS: Record<SpaceCheck['verdict'], string> = { pass: '#2b8a3e', warn: '#e67700', fail: '#c92a2a', incomplete: '#5c5f66' };

const fix = (v: number, digits: number) => (Math.round(v * 10 ** digits) / 10 ** digits).toFixed(digits);
/** a product's figure as a person reads it: at most one decimal (a file's 799.9998 lm is 800 lm) */
const plain = (v: number | null) => (v === null ? '—' : String(Math.round(v * 10) / 10));

export function missingText(m: Missing, t: TFunction): string {
  switch (m.kind) {
    case 'unknownSpaceType':
      return t('spaceCheck.missing.unknownSpaceType', { spaceType: m.spaceType });
    case 'badSize':
      return t('spaceCheck.missing.badSize');
    case 'unlinked':
      return t('spaceCheck.missing.unlinked', { count: m.count });
    case 'notInDocument':
      return t('spaceCheck.missing.notInDocument', { count: m.count });
    default:
      return t(`spaceCheck.missing.${m.kind}`, { name: m.name || m.product });
  }
}

export interface FigureLine {
  text: string;
  verdict: Verdict | null;
}

/** One line per figure (illuminance, power density, Ra) with its verdict, then what it rests on. */
export function figureLines(c: SpaceCheck, t: TFunction): { figures: FigureLine[]; basis: string[] } {
  const figures: FigureLine[] = [
    { text: c.lux !== null && c.luxTarget !== null ? t('spaceCheck.figure.lux', { lux: fix(c.lux, 0), target: c.luxTarget }) : t('spaceCheck.figure.luxNone'), verdict: c.luxVerdict },
    {
      text: c.lpd === null ? t('spaceCheck.figure.lpdNone') : c.lpdLimit === null ? t('spaceCheck.figure.lpdNoLimit', { lpd: fix(c.lpd, 1) }) : t('spaceCheck.figure.lpd', { lpd: fix(c.lpd, 1), limit: fix(c.lpdLimit, 1) }),
      verdict: c.lpdVerdict,
    },
    { text: c.raFound !== null && c.raNeeded !== null ? t('spaceCheck.figure.ra', { found: c.raFound, needed: c.raNeeded }) : t('spaceCheck.figure.raNone'), verdict: c.raVerdict },
  ];
  const basis: string[] = [];
  if (c.area !== null && c.roomIndex !== null) basis.push(t('spaceCheck.figure.basis', { area: fix(c.area, 1), k: fix(c.roomIndex, 2), mf: fix(c.mf, 2), preset: t(`calc.maintenance.${c.maintenance}`), lamps: c.lamps }));
  for (const g of c.groups)
    basis.push(t('spaceCheck.figure.group', { count: g.count, name: g.code || g.name, flux: plain(g.flux), power: plain(g.power), ra: plain(g.ra), uf: g.uf === null ? '—' : fix(g.uf, 2) }));
  if (c.reference) basis.push(t('spaceCheck.figure.source', { standard: c.reference.source.standard, table: c.reference.source.table }));
  return { figures, basis };
}

const MARK: Record<Verdict, string> = { pass: '✓', warn: '!', fail: '✗' };

/** The whole check as plain lines (the badge's popover). */
export function checkText(c: SpaceCheck, t: TFunction): string[] {
  const { figures, basis } = figureLines(c, t);
  return [...c.missing.map((m) => `? ${missingText(m, t)}`), ...figures.map((f) => `${f.verdict ? MARK[f.verdict] : '·'} ${f.text}`), ...basis];
}
