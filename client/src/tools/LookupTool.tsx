import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCriteria } from '../../../shared/src/lighting/green-building';
import { referenceFor, searchReference, STANDARDS_NOTE_KEY } from '../../../shared/src/lighting/standards';
import { ToolLayout } from './ToolLayout';

// The look-ups of issue 16: GB 50034-2013's values by space type (illuminance, UGR, U0, Ra and
// the power-density limits) and the LEED v4/v4.1 and WELL v2 lighting criteria, each searchable
// in Chinese or English, every row naming where it comes from.

const dash = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(v));

export function StandardsLookup() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query);
  const rows = searchReference(q);
  return (
    <ToolLayout
      code="standards"
      inputs={
        <LookupSearch id="standards-search" label={t('toolsUi.searchSpace')} hint={t('toolsUi.searchSpaceHint')} query={query} onQuery={setQuery}>
          <p className="muted small">{t(STANDARDS_NOTE_KEY)}</p>
        </LookupSearch>
      }
      results={
        rows.length === 0 ? (
          <p className="muted">{t('toolsUi.nothingFound')}</p>
        ) : (
          <div className="tool-table-wrap">
            <table className="tool-table" data-testid="lookup-rows">
              <thead>
                <tr>
                  <th>{t('toolsUi.colRoom')}</th>
                  <th>{t('toolsUi.colPlane')}</th>
                  <th>lx</th>
                  <th>UGR</th>
                  <th>U0</th>
                  <th>Ra</th>
                  <th>{t('toolsUi.colLpd')}</th>
                  <th>{t('toolsUi.colSource')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const lpd = referenceFor(row.id)?.lpd;
                  return (
                    <tr key={row.id}>
                      <td>
                        {row.room}
                        {row.activity ? `（${row.activity}）` : ''}
                      </td>
                      <td>{row.plane}</td>
                      <td>
                        {row.lux}
                        {row.mixed ? '*' : ''}
                      </td>
                      <td>{dash(row.ugr)}</td>
                      <td>{dash(row.u0)}</td>
                      <td>{row.ra}</td>
                      <td>{lpd ? `≤ ${lpd.current} / ${lpd.target}` : '—'}</td>
                      <td className="muted small">
                        {row.source.standard} 表 {row.source.table}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      }
      source={t('toolsUi.standardsSource')}
    />
  );
}

export function GreenBuildingLookup() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query);
  const rows = searchCriteria(q);
  const zh = i18n.language.startsWith('zh');
  return (
    <ToolLayout
      code="greenbuilding"
      inputs={
        <LookupSearch id="criteria-search" label={t('toolsUi.searchCriteria')} hint={t('toolsUi.searchCriteriaHint')} query={query} onQuery={setQuery} />
      }
      results={
        rows.length === 0 ? (
          <p className="muted">{t('toolsUi.nothingFound')}</p>
        ) : (
          <ul className="tool-criteria" data-testid="lookup-rows">
            {rows.map((c) => (
              <li key={c.id}>
                <strong>
                  {c.system} {c.version} · {c.credit}
                </strong>{' '}
                {zh ? c.titleZh : c.title}
                {c.points && <span className="tool-points">{t('toolsUi.points', { points: c.points })}</span>}
                <p>{zh ? c.requirementZh : c.requirement}</p>
                {c.threshold && <p className="muted small">{t('toolsUi.threshold', { threshold: c.threshold })}</p>}
              </li>
            ))}
          </ul>
        )
      }
      source={t('toolsUi.greenSource')}
    />
  );
}

/** A look-up's search field (at most 32 characters, as the app's other searches). */
function LookupSearch({ id, label, hint, query, onQuery, children }: { id: string; label: string; hint: string; query: string; onQuery: (q: string) => void; children?: ReactNode }) {
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" maxLength={32} value={query} onChange={(e) => onQuery(e.target.value)} placeholder={hint} data-testid="lookup-search" />
      {children}
    </div>
  );
}
