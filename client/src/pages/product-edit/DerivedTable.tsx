import { useTranslation } from 'react-i18next';
import type { ParamValue } from '../../../../shared/src/products/params';
import { comparePhotometry, efficacy, type Comparison } from '../../../../shared/src/lighting/photometry-compare';

export interface Derived {
  lumens: number;
  maxIntensity: number;
  centreIntensity: number | null;
  beamAngle: number | null;
  fieldAngle: number | null;
  inputWatts: number | null;
}

// degrees sit on the number (24°), other units take a space (7 W), as paramText prints them
const fmt = (v: number | null | undefined, digits: number, unit: string) => (v === null || v === undefined || !Number.isFinite(v) ? '—' : unit === '°' || unit === '' ? `${v.toFixed(digits)}${unit}` : `${v.toFixed(digits)} ${unit}`);

/** Values derived from the file beside the ones the parameters state, each disagreement over 10 % flagged. */
export function DerivedTable({ values, params }: { values: Derived; params: readonly ParamValue[] }) {
  const { t } = useTranslation();
  const checks = comparePhotometry(values, params);
  const check = (id: Comparison['id']) => checks.find((c) => c.id === id)!;
  const rows: { key: string; name: string; derived: string; stated?: Comparison; unit?: string; digits?: number; note?: string }[] = [
    { key: 'flux', name: t('productEditor.photometry.flux'), derived: fmt(values.lumens, 0, 'lm'), stated: check('flux'), unit: 'lm', digits: 0 },
    { key: 'efficacy', name: t('productEditor.photometry.efficacy'), derived: fmt(efficacy(values, params), 1, 'lm/W') },
    { key: 'beam', name: t('productEditor.photometry.beam'), derived: fmt(values.beamAngle, 1, '°'), stated: check('beam'), unit: '°', digits: 0, note: t('productEditor.photometry.beamNote') },
    { key: 'field', name: t('productEditor.photometry.field'), derived: fmt(values.fieldAngle, 1, '°'), note: t('productEditor.photometry.fieldNote') },
    { key: 'centre', name: t('productEditor.photometry.centre'), derived: fmt(values.centreIntensity, 0, 'cd') },
    { key: 'max', name: t('productEditor.photometry.maxIntensity'), derived: fmt(values.maxIntensity, 0, 'cd') },
    { key: 'power', name: t('productEditor.photometry.power'), derived: fmt(values.inputWatts, 1, 'W'), stated: check('power'), unit: 'W', digits: 0 },
  ];
  const warnings = checks.filter((c) => c.disagree);
  return (
    <div className="pe-derived">
      <table className="pe-derived-table" data-testid="photometry-derived">
        <thead>
          <tr>
            <th />
            <th>{t('productEditor.photometry.derived')}</th>
            <th>{t('productEditor.photometry.stated')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-key={r.key} className={r.stated?.disagree ? 'pe-disagree' : undefined}>
              <th scope="row">
                {r.name}
                {r.note && <div className="pe-derived-note">{r.note}</div>}
              </th>
              <td>{r.derived}</td>
              <td>{r.stated ? fmt(r.stated.stated, r.digits ?? 0, r.unit ?? '') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {warnings.map((w) => (
        <p key={w.id} className="pe-warning" role="alert">
          ⚠ {t('productEditor.photometry.disagree', { name: t(`productEditor.photometry.${w.id === 'power' ? 'power' : w.id}`), percent: w.percent })}
        </p>
      ))}
    </div>
  );
}
