import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_NAME_MAX, CategoryCommitSchema, type CategoryNode } from '../../../shared/src/protocol/product';
import { api } from '../api/client';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { DialogButtons } from '../ui/DialogButtons';
import { Field } from '../ui/Field';
import { useDialogSubmit } from '../ui/useDialogSubmit';
import { toast } from '../state/toasts';
import { flattenCategories, indent } from './category-tree';
import { messageText } from './message';

export interface CategoryDialogProps {
  store: 'company' | 'mine';
  /** the store's tree (product/category), for the parent picker */
  categories: readonly CategoryNode[];
  /** absent: create a new one */
  category?: CategoryNode;
  /** the parent a new category starts under */
  parentId?: number;
  onSaved: (node: CategoryNode) => void;
  onRemoved?: (id: number) => void;
  onClose: () => void;
}

/**
 * 分类: create, rename or move a category under another; delete it when it is empty. The
 * required and length rules are the protocol's (checked here first), the same-name and loop
 * refusals the server's, both shown under the field.
 */
export function CategoryDialog({ store, categories, category, parentId = 0, onSaved, onRemoved, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.name ?? '');
  const [pid, setPid] = useState(category?.pid ?? parentId);
  const [confirming, setConfirming] = useState(false);
  const { error, setError, busy, submit } = useDialogSubmit(onClose);
  // a category cannot move under itself or its own sub-categories: they are left out of the list
  const parents = flattenCategories(categories, 0, category?.id);
  const empty = category ? category.count === 0 && category.children.length === 0 : false;

  const save = () => {
    const input = { store, id: category?.id ?? 0, pid, name };
    const checked = CategoryCommitSchema.safeParse(input);
    if (!checked.success) return setError(messageText(t, checked.error.issues[0]!.message));
    void submit(async () => {
      const node = await api('product/category/commit', checked.data, { showError: false });
      toast('success', category ? t('productEditor.category.savedToast') : t('productEditor.category.created'));
      onSaved(node);
    });
  };
  const remove = () =>
    void submit(async () => {
      await api('product/category/remove', { id: category!.id }, { showError: false });
      toast('success', t('productEditor.category.removed'));
      onRemoved?.(category!.id);
    });

  return (
    <>
      <Dialog
        title={category ? t('productEditor.category.editTitle') : t('productEditor.category.createTitle')}
        width={440}
        onClose={onClose}
        testId="category-dialog"
        footer={
          <>
            {category && onRemoved && (
              <button type="button" className="danger pe-dialog-left" disabled={busy || !empty} title={empty ? undefined : t('productEditor.category.notEmptyHint')} onClick={() => setConfirming(true)}>
                {t('productEditor.category.remove')}
              </button>
            )}
            <DialogButtons onCancel={onClose} form="category-form" disabled={busy} />
          </>
        }
      >
        <form
          id="category-form"
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field label={t('productEditor.category.name')} name="category-name" value={name} maxLength={CATEGORY_NAME_MAX} error={error} onChange={(v) => (setName(v), setError(null))} />
          <div className="field">
            <label htmlFor="category-parent">{t('productEditor.category.parent')}</label>
            <select id="category-parent" className="pe-select" value={pid} onChange={(e) => setPid(Number(e.target.value))}>
              <option value={0}>{t('productEditor.category.top')}</option>
              {parents.map((c) => (
                <option key={c.id} value={c.id}>
                  {indent(c.depth) + c.name}
                </option>
              ))}
            </select>
          </div>
          {category && !empty && <p className="field-hint">{t('productEditor.category.notEmptyHint')}</p>}
        </form>
      </Dialog>
      {confirming && category && (
        <ConfirmDialog title={t('productEditor.category.remove')} message={t('productEditor.category.removeConfirm', { name: category.name })} danger onConfirm={remove} onClose={() => setConfirming(false)} />
      )}
    </>
  );
}

