import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARAM_GROUPS, type ParamDef, type ParamType } from '../../../shared/src/products/params';
import { ParamDefCommitSchema } from '../../../shared/src/protocol/product';
import { api, ApiError } from '../api/client';
import { toast } from '../state/toasts';
import { Dialog } from '../ui/Dialog';
import { DialogButtons } from '../ui/DialogButtons';
import { messageText } from './message';

export interface ParamDefsDialogProps {
  store: 'company' | 'mine';
  onSaved?: (items: ParamDef[]) => void;
  onClose: () => void;
}

interface Row {
  key: number;
  id: string;
  name: string;
  type: ParamType;
  unit: string;
  group: string;
  /** the options as typed: a comma (or 、) list */
  options: string;
  /** saved before: its id is what products refer to, so it is not edited */
  stored: boolean;
}

const TYPES: ParamType[] = ['number', 'text', 'select'];
let keys = 0;
const toRow = (d: ParamDef, stored: boolean): Row => ({ key: ++keys, id: d.id, name: d.name, type: d.type, unit: d.unit, group: d.group, options: (d.options ?? []).join('，'), stored });
const splitOptions = (s: string) => s.split(/[,，、]/).map((x) => x.trim()).filter((x) => x !== '');

/** 参数值: the store's parameter definitions (name, type, unit, group, options), edited as one list. */
export function ParamDefsDialog({ store, onSaved, onClose }: ParamDefsDialogProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api('product/item/get', { store }, { showError: false }).then(
      (defs) => setRows(defs.map((d) => toRow(d, true))),
      // the refusal shows in the dialog; a new list can still be written and saved
      (e: unknown) => (setRows([]), setErrors({ form: e instanceof Error ? e.message : String(e) })),
    );
  }, [store]);

  const change = (i: number, patch: Partial<Row>) => setRows((r) => r!.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const err = (i: number, field: string) => errors[`items.${i}.${field}`];

  const save = async () => {
    const items = rows!.map((r) => ({ id: r.id, name: r.name, type: r.type, unit: r.unit, group: r.group, options: r.type === 'select' ? splitOptions(r.options) : [] }));
    const checked = ParamDefCommitSchema.safeParse({ store, items });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.map(String).join('.')] ??= messageText(t, issue.message);
      setErrors(found);
      // the list is long (the built-in definitions come first): show the first refusal
      return requestAnimationFrame(() => list.current?.querySelector('.pd-error')?.scrollIntoView({ block: 'nearest' }));
    }
    setBusy(true);
    try {
      const saved = await api('product/item/commit', checked.data, { showError: false });
      toast('success', t('productEditor.defs.savedToast'));
      onSaved?.(saved);
      onClose();
    } catch (e) {
      setErrors({ form: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('productEditor.defs.title')} width={760} onClose={onClose} testId="param-defs-dialog" footer={<DialogButtons onCancel={onClose} onOk={() => void save()} disabled={busy || rows === null} />}>
      <p className="field-hint pd-lead">{t('productEditor.defs.hint')}</p>
      {rows === null ? (
        <p className="muted">{t('productEditor.defs.loading')}</p>
      ) : (
        <div className="pd-defs" ref={list}>
          {rows.map((r, i) => (
            <fieldset key={r.key} className="pd-def" data-testid="param-def">
              <label>
                <span>{t('productEditor.defs.id')}</span>
                <input value={r.id} disabled={r.stored} placeholder="lumen_life" maxLength={31} aria-invalid={err(i, 'id') ? true : undefined} onChange={(e) => change(i, { id: e.target.value })} />
              </label>
              <label>
                <span>{t('productEditor.defs.name')}</span>
                <input value={r.name} maxLength={20} aria-invalid={err(i, 'name') ? true : undefined} onChange={(e) => change(i, { name: e.target.value })} />
              </label>
              <label>
                <span>{t('productEditor.defs.type')}</span>
                <select value={r.type} onChange={(e) => change(i, { type: e.target.value as ParamType })}>
                  {TYPES.map((x) => (
                    <option key={x} value={x}>
                      {t(`productEditor.defs.types.${x}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>{t('productEditor.defs.unit')}</span>
                <input value={r.unit} maxLength={12} onChange={(e) => change(i, { unit: e.target.value })} />
              </label>
              <label>
                <span>{t('productEditor.defs.group')}</span>
                <select value={r.group} onChange={(e) => change(i, { group: e.target.value })}>
                  {PARAM_GROUPS.map((g) => (
                    <option key={g} value={g === 'other' ? '' : g}>
                      {t(`product.groups.${g}`)}
                    </option>
                  ))}
                </select>
              </label>
              {r.type === 'select' && (
                <label className="pd-options">
                  <span>{t('productEditor.defs.options')}</span>
                  <input value={r.options} placeholder={t('productEditor.defs.optionsHint')} onChange={(e) => change(i, { options: e.target.value })} />
                </label>
              )}
              <button type="button" className="pe-tool danger pd-remove" aria-label={`${t('productEditor.defs.remove')} ${r.name}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                ×
              </button>
              {(err(i, 'id') ?? err(i, 'name') ?? err(i, 'options')) && <div className="field-error pd-error">{err(i, 'id') ?? err(i, 'name') ?? err(i, 'options')}</div>}
            </fieldset>
          ))}
          <button
            type="button"
            className="pe-add"
            onClick={() => {
              setRows([...rows, toRow({ id: '', name: '', type: 'text', unit: '', group: '' }, false)]);
              // the new row is at the end of a long list: bring it into view, ready to type in
              requestAnimationFrame(() => {
                const added = list.current?.querySelector<HTMLElement>('.pd-def:last-of-type');
                added?.scrollIntoView({ block: 'nearest' });
                added?.querySelector('input')?.focus({ preventScroll: true });
              });
            }}
          >
            ＋ {t('productEditor.defs.add')}
          </button>
          {errors.form && <div className="form-error">{errors.form}</div>}
        </div>
      )}
    </Dialog>
  );
}
