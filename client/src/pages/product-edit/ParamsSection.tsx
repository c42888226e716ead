import { useTranslation } from 'react-i18next';
import { displayParams, PARAM_GROUPS, type ParamDef } from '../../../../shared/src/products/params';
import { PRODUCT_PARAMS_MAX } from '../../../../shared/src/protocol/product';
import type { SectionProps } from './BasicSection';
import { Section } from './form-fields';
import { rowKey, type ParamRow } from './product-form';

const CUSTOM = '__custom';

/** brand and warranty are product fields (displayParams adds them), so they are not offered here */
const offered = (d: ParamDef) => d.id !== 'brand' && d.id !== 'warranty';

function nextCustomId(rows: readonly ParamRow[]): string {
  let n = 1;
  while (rows.some((r) => r.id === `custom_${n}`)) n++;
  return `custom_${n}`;
}

/** 参数: rows from the definitions (or custom), reordered and deleted, with a live preview. */
export function ParamsSection({ form, update, err, defs, onEditDefs }: SectionProps & { defs: readonly ParamDef[]; onEditDefs?: () => void }) {
  const { t } = useTranslation();
  const rows = form.params;
  const set = (params: ParamRow[]) => update({ params });
  const change = (i: number, patch: Partial<ParamRow>) => set(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    set(next);
  };
  const add = (id: string) => {
    if (id === CUSTOM) return set([...rows, { key: rowKey(), id: nextCustomId(rows), name: '', type: 'text', unit: '', value: '', custom: true }]);
    const d = defs.find((x) => x.id === id);
    if (d) set([...rows, { key: rowKey(), id: d.id, name: d.name, type: d.type, unit: d.unit, value: '', custom: false }]);
  };
  const free = defs.filter((d) => offered(d) && !rows.some((r) => r.id === d.id));
  const preview = displayParams({ brand: form.brand, warranty: Number(form.warranty) || 0, params: rows }, (n) => t('product.warrantyYears', { n }), defs);
  const groupName = (g: string) => ((PARAM_GROUPS as readonly string[]).includes(g) ? t(`product.groups.${g as (typeof PARAM_GROUPS)[number]}`) : g);

  return (
    <Section
      id="params"
      title={t('productEditor.sections.params')}
      hint={t('productEditor.params.hint')}
      actions={
        onEditDefs && (
          <button type="button" className="link" onClick={onEditDefs}>
            {t('productEditor.params.editDefs')}
          </button>
        )
      }
    >
      <div className="pe-params" data-field="params">
        <div className="pe-param-list">
          {rows.length === 0 && <p className="pe-empty">{t('productEditor.params.empty')}</p>}
          {rows.map((r, i) => {
            const def = defs.find((d) => d.id === r.id);
            const label = r.name || t('productEditor.params.custom');
            const error = err(`params.${i}.name`) ?? err(`params.${i}.value`) ?? err(`params.${i}`);
            return (
              <div key={r.key} className={`pe-param${error ? ' field-invalid' : ''}`} data-field={`params.${i}`} data-testid="param-row">
                {r.custom ? (
                  <input className="pe-param-name" aria-label={t('productEditor.params.name')} placeholder={t('productEditor.params.name')} value={r.name} maxLength={20} onChange={(e) => change(i, { name: e.target.value })} />
                ) : (
                  <span className="pe-param-name">{r.name}</span>
                )}
                {r.type === 'select' && def?.options?.length ? (
                  <select className="pe-param-value" aria-label={label} value={r.value} onChange={(e) => change(i, { value: e.target.value })}>
                    <option value="">{t('productEditor.params.choose')}</option>
                    {def.options.map((o) => (
                      <option key={o}>{o}</option>
                    ))}
                  </select>
                ) : (
                  <input className="pe-param-value" aria-label={label} inputMode={r.type === 'number' ? 'decimal' : undefined} value={r.value} maxLength={100} onChange={(e) => change(i, { value: e.target.value })} />
                )}
                {r.custom ? (
                  <input className="pe-param-unit" aria-label={t('productEditor.params.unit')} placeholder={t('productEditor.params.unit')} value={r.unit} maxLength={12} onChange={(e) => change(i, { unit: e.target.value })} />
                ) : (
                  <span className="pe-param-unit">{r.unit}</span>
                )}
                <span className="pe-row-tools">
                  <button type="button" className="pe-tool" aria-label={t('productEditor.params.up', { name: label })} disabled={i === 0} onClick={() => move(i, -1)}>
                    ↑
                  </button>
                  <button type="button" className="pe-tool" aria-label={t('productEditor.params.down', { name: label })} disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
                    ↓
                  </button>
                  <button type="button" className="pe-tool danger" aria-label={t('productEditor.params.remove', { name: label })} onClick={() => set(rows.filter((_, j) => j !== i))}>
                    ×
                  </button>
                </span>
                {error && (
                  <div className="field-error pe-param-error" role="alert">
                    {error}
                  </div>
                )}
              </div>
            );
          })}
          {err('params') && (
            <div className="field-error" role="alert">
              {err('params')}
            </div>
          )}
          <select
            className="pe-param-add"
            aria-label={t('productEditor.params.pick')}
            value=""
            disabled={rows.length >= PRODUCT_PARAMS_MAX}
            onChange={(e) => add(e.target.value)}
          >
            <option value="">＋ {t('productEditor.params.pick')}</option>
            {free.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
                {d.unit ? `（${d.unit}）` : ''}
              </option>
            ))}
            <option value={CUSTOM}>{t('productEditor.params.custom')}</option>
          </select>
        </div>
        <aside className="pe-preview" aria-label={t('productEditor.params.preview')} data-testid="params-preview">
          <h4>{t('productEditor.params.preview')}</h4>
          {preview.length === 0 && <p className="pe-empty">{t('productEditor.params.previewEmpty')}</p>}
          {preview.map((g) => (
            <dl key={g.group}>
              <dt className="pe-preview-group">{groupName(g.group)}</dt>
              {g.items.map((it) => (
                <dd key={it.id}>
                  <span>{it.name}</span>
                  <b>{it.text}</b>
                </dd>
              ))}
            </dl>
          ))}
        </aside>
      </div>
    </Section>
  );
}
