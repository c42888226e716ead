import { useTranslation } from 'react-i18next';
import type { NameKind } from '../../../shared/src/planning/custom-names';
import { forgetName } from './custom-names-store';
import { useCustomNames, useNameSuggestions } from './useNameSuggestions';

/** The <datalist> name fields point at (list={id}): built-in plus custom names of a kind. */
export function NameDatalist({ id, kind }: { id: string; kind: NameKind }) {
  const names = useNameSuggestions(kind);
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/**
 * The designer's custom names of a kind, folded away under 自定义名称, each with × to remove it
 * (from this device and, at the next merge, from the account and the other devices).
 */
export function CustomNamesList({ kind }: { kind: NameKind }) {
  const { t } = useTranslation();
  const names = useCustomNames(kind);
  return (
    <details className="custom-names small">
      <summary>
        {t('planning.names.custom')} ({names.length})
      </summary>
      {names.length === 0 ? (
        <p className="small">{t('planning.names.customEmpty')}</p>
      ) : (
        <ul aria-label={t('planning.names.custom')} style={{ listStyle: 'none', padding: 0, margin: '4px 0', display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {names.map((name) => (
            <li key={name} style={{ display: 'inline-flex', alignItems: 'center', gap: 2, border: '1px solid #dee2e6', borderRadius: 4, padding: '0 0 0 6px' }}>
              {name}
              <button type="button" aria-label={t('planning.names.remove', { name })} title={t('planning.names.remove', { name })} style={{ padding: '0 6px' }} onClick={() => forgetName(kind, name)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
