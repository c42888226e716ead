import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTALL_METHODS } from '../../../../shared/src/products/params';
import { BEAM_CHOICES, CCT_CHOICES, RA_CHOICES, activeFilters, toggled, withoutFilters, type ProductQuery } from '../../products/filters';

interface Props {
  query: ProductQuery;
  onChange: (q: ProductQuery) => void;
}

const num = (s: string): number | null => (s.trim() === '' || !Number.isFinite(Number(s)) || Number(s) < 0 ? null : Number(s));

/** The parameter filters of issue 13: power range, colour temperature, beam angle, Ra minimum, install method. */
export function FilterBar({ query, onChange }: Props) {
  const { t } = useTranslation();
  // the power fields apply when left or on Enter, not on every keystroke
  const [pmin, setPmin] = useState(query.powerMin?.toString() ?? '');
  const [pmax, setPmax] = useState(query.powerMax?.toString() ?? '');
  // a range changed from outside (清除筛选, the address): the fields follow
  const [shown, setShown] = useState([query.powerMin, query.powerMax]);
  if (shown[0] !== query.powerMin || shown[1] !== query.powerMax) {
    setShown([query.powerMin, query.powerMax]);
    setPmin(query.powerMin?.toString() ?? '');
    setPmax(query.powerMax?.toString() ?? '');
  }
  const applyPower = () => {
    const lo = num(pmin);
    const hi = num(pmax);
    if (lo !== query.powerMin || hi !== query.powerMax) onChange({ ...query, powerMin: lo, powerMax: hi });
  };
  const chip = (label: string, on: boolean, press: () => void, testId?: string) => (
    <button key={label} type="button" className={on ? 'chip active' : 'chip'} aria-pressed={on} onClick={press} data-testid={testId}>
      {label}
    </button>
  );

  return (
    <div className="filter-bar" data-testid="filter-bar">
      <div className="filter-row">
        <span className="filter-name">{t('productLibrary.power')}</span>
        <form
          className="power-range"
          onSubmit={(e) => {
            e.preventDefault();
            applyPower();
          }}
        >
          <input type="number" inputMode="decimal" min={0} aria-label={t('productLibrary.powerMin')} placeholder="W" value={pmin} onChange={(e) => setPmin(e.target.value)} onBlur={applyPower} />
          <span className="muted">–</span>
          <input type="number" inputMode="decimal" min={0} aria-label={t('productLibrary.powerMax')} placeholder="W" value={pmax} onChange={(e) => setPmax(e.target.value)} onBlur={applyPower} />
        </form>
      </div>
      <div className="filter-row">
        <span className="filter-name">{t('productLibrary.cct')}</span>
        {CCT_CHOICES.map((c) => chip(`${c}K`, query.cct.includes(c), () => onChange({ ...query, cct: toggled(query.cct, c) }), `cct-${c}`))}
      </div>
      <div className="filter-row">
        <span className="filter-name">{t('productLibrary.beam')}</span>
        {BEAM_CHOICES.map((b) => chip(`${b}°`, query.beam.includes(b), () => onChange({ ...query, beam: toggled(query.beam, b) })))}
      </div>
      <div className="filter-row">
        <span className="filter-name">{t('productLibrary.ra')}</span>
        {RA_CHOICES.map((r) => chip(t('productLibrary.raAtLeast', { n: r }), query.raMin === r, () => onChange({ ...query, raMin: query.raMin === r ? null : r })))}
      </div>
      <div className="filter-row">
        <span className="filter-name">{t('productLibrary.install')}</span>
        {INSTALL_METHODS.map((m) => chip(m, query.install.includes(m), () => onChange({ ...query, install: toggled(query.install, m) })))}
      </div>
      {activeFilters(query) > 0 && (
        <button type="button" className="link clear-filters" onClick={() => onChange(withoutFilters(query))}>
          {t('productLibrary.clearFilters')}
        </button>
      )}
    </div>
  );
}
