import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX, GroupCommitSchema, PRODUCT_PAGE_SIZE, type ProductGroup, type ProductRow, type ProductStore } from '../../../shared/src/protocol/product';
import { api, ApiError } from '../api/client';
import { toast } from '../state/toasts';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { DialogButtons } from '../ui/DialogButtons';
import { Field } from '../ui/Field';
import { messageText } from './message';

export interface GroupDialogProps {
  store: ProductStore;
  /** absent: a new group */
  group?: ProductGroup;
  onSaved: (group: ProductGroup) => void;
  onRemoved?: (id: number) => void;
  onClose: () => void;
}

/** the built-in catalogue is searched through its own call (spec: systemproduct/sdbstore) */
function search(store: ProductStore, keyword: string, signal: AbortSignal, group = 0, page = 1) {
  const query = { store, keyword, page, group };
  return store === 'system' ? api('systemproduct/sdbstore', query, { showError: false, signal }) : api('product/find', query, { showError: false, signal });
}

/** 分组: a name and the products in it, chosen from a search of the store. */
export function GroupDialog({ store, group, onSaved, onRemoved, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(group?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(group?.uuids ?? []);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<ProductRow[]>([]);
  // rows seen in any search, so chosen products show their names
  const [known, setKnown] = useState<Map<string, ProductRow>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const ask = new AbortController();
    const timer = setTimeout(() => {
      search(store, keyword.trim(), ask.signal).then(
        (page) => {
          setFound(page.rows);
          setKnown((m) => new Map([...m, ...page.rows.map((r) => [r.uuid, r] as const)]));
        },
        () => undefined,
      );
    }, 250);
    return () => (clearTimeout(timer), ask.abort());
  }, [store, keyword]);

  // the group's own products by name at once, whichever page of the store they are on (at most 200: 5 pages)
  const groupId = group?.id ?? 0;
  useEffect(() => {
    if (groupId === 0) return;
    const ask = new AbortController();
    const learn = async () => {
      for (let page = 1; page <= 5; page++) {
        const rows = (await search(store, '', ask.signal, groupId, page)).rows;
        setKnown((m) => new Map([...m, ...rows.map((r) => [r.uuid, r] as const)]));
        if (rows.length < PRODUCT_PAGE_SIZE) return;
      }
    };
    learn().catch(() => undefined);
    return () => ask.abort();
  }, [store, groupId]);

  const toggle = (uuid: string) => setChosen((c) => (c.includes(uuid) ? c.filter((x) => x !== uuid) : [...c, uuid]));
  const save = async () => {
    const checked = GroupCommitSchema.safeParse({ id: group?.id ?? 0, store, name, uuids: chosen });
    if (!checked.success) return setError(messageText(t, checked.error.issues[0]!.message));
    setBusy(true);
    try {
      const saved = await api('systemproduct/group/commit', checked.data, { showError: false });
      toast('success', t('productEditor.group.savedToast'));
      onSaved(saved);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      await api('systemproduct/group/remove', { id: group!.id });
      toast('success', t('productEditor.group.removed'));
      onRemoved?.(group!.id);
      onClose();
    } catch {
      // api() toasted the refusal
    }
  };

  const label = (uuid: string) => {
    const r = known.get(uuid);
    return r ? `${r.name} · ${r.code}` : uuid.slice(0, 8);
  };
  return (
    <>
      <Dialog
        title={group ? t('productEditor.group.editTitle') : t('productEditor.group.createTitle')}
        width={560}
        onClose={onClose}
        testId="group-dialog"
        footer={
          <>
            {group && onRemoved && (
              <button type="button" className="danger pe-dialog-left" disabled={busy} onClick={() => setConfirming(true)}>
                {t('productEditor.group.removeGroup')}
              </button>
            )}
            <DialogButtons onCancel={onClose} onOk={() => void save()} disabled={busy} />
          </>
        }
      >
        <div className="form">
          <Field label={t('productEditor.group.name')} name="group-name" value={name} maxLength={GROUP_NAME_MAX} error={error} onChange={(v) => (setName(v), setError(null))} />
          <div>
            <div className="field-label">{t('productEditor.group.chosen', { count: chosen.length })}</div>
            <div className="pe-chips pd-chosen">
              {chosen.map((u) => (
                <span key={u} className="pe-chip">
                  {label(u)}
                  <button type="button" aria-label={`${t('productEditor.group.remove')} ${label(u)}`} onClick={() => toggle(u)}>
                    ×
                  </button>
                </span>
              ))}
            </div>
          </div>
          <Field label={t('productEditor.group.search')} name="group-search" type="search" placeholder={t('productEditor.group.searchPlaceholder')} value={keyword} onChange={setKeyword} />
          <ul className="pd-found" data-testid="group-found">
            {found.length === 0 && <li className="muted">{t('productEditor.group.none')}</li>}
            {found.map((r) => {
              const inside = chosen.includes(r.uuid);
              return (
                <li key={r.uuid}>
                  {r.cover ? <img src={r.cover} alt="" /> : <span className="pd-nocover" />}
                  <span className="pd-found-name">
                    {r.name}
                    <small>{r.code}</small>
                  </span>
                  <button type="button" className={inside ? 'danger' : undefined} onClick={() => toggle(r.uuid)}>
                    {inside ? t('productEditor.group.remove') : t('productEditor.group.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </Dialog>
      {confirming && group && <ConfirmDialog title={t('productEditor.group.removeGroup')} message={t('productEditor.group.removeConfirm', { name: group.name })} danger onConfirm={() => void remove()} onClose={() => setConfirming(false)} />}
    </>
  );
}
