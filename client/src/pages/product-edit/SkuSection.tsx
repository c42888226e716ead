import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKU_NAMES_MAX, SKU_VALUES_MAX } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import type { SectionProps } from './BasicSection';
import { Section } from './form-fields';
import { skuGrid, type SkuDim, type SkuRow } from './sku-grid';

/** Values this store already uses for a dimension name (product/skuvalues), for one-tap adding. */
function useSuggestions(store: 'company' | 'mine', name: string): string[] {
  const [got, setGot] = useState<{ name: string; values: string[] }>({ name: '', values: [] });
  const n = name.trim();
  useEffect(() => {
    if (n === '') return;
    const ask = new AbortController();
    // typing a name asks once it rests, not per key
    const timer = setTimeout(() => {
      api('product/skuvalues', { store, name: n }, { showError: false, signal: ask.signal }).then(
        (values) => setGot({ name: n, values }),
        () => undefined,
      );
    }, 300);
    return () => (clearTimeout(timer), ask.abort());
  }, [store, n]);
  // the answer for another name (before the new one arrives) is not shown
  return got.name === n ? got.values : [];
}

function DimEditor({ dim, index, store, error, onChange, onRemove }: { dim: SkuDim; index: number; store: 'company' | 'mine'; error: string | null; onChange: (d: SkuDim) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const suggestions = useSuggestions(store, dim.name).filter((v) => !dim.values.includes(v));
  const add = (v: string) => {
    const value = v.trim();
    if (value === '' || dim.values.includes(value) || dim.values.length >= SKU_VALUES_MAX) return;
    onChange({ ...dim, values: [...dim.values, value] });
    setDraft('');
  };
  const label = dim.name || t('productEditor.skus.name');
  return (
    <div className={`pe-dim${error ? ' field-invalid' : ''}`} data-field={`sku_names.${index}`} data-testid="sku-dim">
      <div className="pe-dim-head">
        <input aria-label={t('productEditor.skus.name')} placeholder={t('productEditor.skus.namePlaceholder')} value={dim.name} maxLength={12} onChange={(e) => onChange({ ...dim, name: e.target.value })} />
        <button type="button" className="pe-tool danger" aria-label={t('productEditor.skus.removeName', { name: label })} onClick={onRemove}>
          ×
        </button>
      </div>
      <div className="pe-chips">
        {dim.values.map((v) => (
          <span key={v} className="pe-chip">
            {v}
            <button type="button" aria-label={t('productEditor.skus.removeValue', { value: v })} onClick={() => onChange({ ...dim, values: dim.values.filter((x) => x !== v) })}>
              ×
            </button>
          </span>
        ))}
        <span className="pe-chip-add">
          <input
            aria-label={t('productEditor.skus.valuePlaceholder') + ' · ' + label}
            placeholder={t('productEditor.skus.valuePlaceholder')}
            value={draft}
            maxLength={20}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
              e.preventDefault();
              add(draft);
            }}
          />
          <button type="button" onClick={() => add(draft)} disabled={draft.trim() === ''}>
            {t('productEditor.skus.addValue')}
          </button>
        </span>
      </div>
      {suggestions.length > 0 && (
        <div className="pe-suggest">
          <span className="muted">{t('productEditor.skus.suggestions')}</span>
          {suggestions.slice(0, 12).map((v) => (
            <button key={v} type="button" className="pe-suggest-chip" onClick={() => add(v)}>
              ＋{v}
            </button>
          ))}
        </div>
      )}
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** 规格: up to three dimensions and the grid of their combinations, each with its code and price. */
export function SkuSection({ form, update, err }: SectionProps) {
  const { t } = useTranslation();
  const setDims = (sku_names: SkuDim[]) => update({ sku_names, skus: skuGrid(sku_names, form.skus) });
  const setRow = (i: number, patch: Partial<SkuRow>) => update({ skus: form.skus.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <Section id="skus" title={t('productEditor.sections.skus')} hint={t('productEditor.skus.hint')}>
      <div className="pe-dims">
        {form.sku_names.map((d, i) => (
          <DimEditor
            key={i}
            dim={d}
            index={i}
            store={form.store}
            error={err(`sku_names.${i}.name`) ?? err(`sku_names.${i}.values`) ?? err(`sku_names.${i}`)}
            onChange={(next) => setDims(form.sku_names.map((x, j) => (j === i ? next : x)))}
            onRemove={() => setDims(form.sku_names.filter((_, j) => j !== i))}
          />
        ))}
        {form.sku_names.length < SKU_NAMES_MAX && (
          <button type="button" className="pe-add" onClick={() => setDims([...form.sku_names, { name: '', values: [] }])}>
            ＋ {t('productEditor.skus.addName')}
          </button>
        )}
      </div>
      {(err('skus') ?? err('sku_names')) && (
        <div className="field-error" role="alert" data-field="skus">
          {err('skus') ?? err('sku_names')}
        </div>
      )}
      {form.skus.length === 0 ? (
        <p className="pe-empty">{t('productEditor.skus.empty')}</p>
      ) : (
        <div className="pe-table-wrap">
          <table className="pe-sku-table" data-testid="sku-grid">
            <caption>{t('productEditor.skus.grid', { count: form.skus.length })}</caption>
            <thead>
              <tr>
                <th>{t('productEditor.skus.combination')}</th>
                <th>{t('productEditor.skus.code')}</th>
                <th>{t('productEditor.skus.price')}</th>
              </tr>
            </thead>
            <tbody>
              {form.skus.map((r, i) => {
                const name = r.values.join(' / ');
                const error = err(`skus.${i}.code`) ?? err(`skus.${i}.price`) ?? err(`skus.${i}`);
                return (
                  <tr key={r.values.join('\u0000')} data-field={`skus.${i}`}>
                    <th scope="row">{name}</th>
                    <td>
                      <input aria-label={`${name} ${t('productEditor.skus.code')}`} value={r.code} maxLength={40} onChange={(e) => setRow(i, { code: e.target.value })} />
                    </td>
                    <td>
                      <input
                        aria-label={`${name} ${t('productEditor.skus.price')}`}
                        inputMode="decimal"
                        placeholder={t('productEditor.skus.samePrice')}
                        value={r.price}
                        aria-invalid={error ? true : undefined}
                        onChange={(e) => setRow(i, { price: e.target.value })}
                      />
                      {error && <div className="field-error">{error}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
