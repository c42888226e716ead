import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ParamDef } from '../../../../shared/src/products/params';
import type { CategoryNode, ProductDraft } from '../../../../shared/src/protocol/product';
import { api, ApiError } from '../../api/client';
import { CategoryDialog } from '../../product-dialogs/CategoryDialog';
import { ParamDefsDialog } from '../../product-dialogs/ParamDefsDialog';
import { messageText } from '../../product-dialogs/message';
import { toast } from '../../state/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { BasicSection } from './BasicSection';
import { ParamsSection } from './ParamsSection';
import { PhotometrySection, type PendingPhotometry } from './PhotometrySection';
import { PicsSection } from './PicsSection';
import { skuIdFor } from './photometry-targets';
import { checkForm, firstErrorPath, type FormErrors, type ProductForm } from './product-form';
import { SkuSection } from './SkuSection';
import { useLeaveGuard } from './useLeaveGuard';
import { mergeDefs } from './load-editor';

interface Props {
  initial: ProductForm;
  defs: ParamDef[];
  categories: CategoryNode[];
  onCategoriesChanged: () => Promise<void>;
}

const SECTIONS = ['basic', 'params', 'skus', 'pics', 'photometry'] as const;

/** Moves to a refused field: scrolled into the middle of the screen, its input focused. */
function scrollToField(path: string) {
  const el = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`) ?? document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path.split('.')[0]!)}"]`);
  if (!el) return;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

/** Asks before leaving with unsaved changes. ConfirmDialog closes before it confirms, so staying waits a tick to see whether leaving was chosen. */
function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  const leaving = useRef(false);
  return (
    <ConfirmDialog
      title={t('productEditor.unsaved')}
      message={t('productEditor.leaveConfirm')}
      danger
      onConfirm={() => ((leaving.current = true), onLeave())}
      onClose={() => queueMicrotask(() => leaving.current || onStay())}
    />
  );
}

/** The product form with its sections, save (button and Ctrl+S) and the unsaved-changes guard. */
export function ProductEditor({ initial, defs: initialDefs, categories, onCategoriesChanged }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [defs, setDefs] = useState(initialDefs);
  const [dialog, setDialog] = useState<'category' | 'defs' | null>(null);
  const [pendings, setPendings] = useState<PendingPhotometry[]>([]);
  const dirty = useMemo(() => pendings.length > 0 || JSON.stringify(form) !== JSON.stringify(saved), [form, saved, pendings]);
  const { blocker, release } = useLeaveGuard(dirty);

  const update = useCallback((patch: Partial<ProductForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // a message goes once its field is edited; the rest stay until the next save
    setErrors((e) => {
      const keys = Object.keys(patch);
      const left = Object.fromEntries(Object.entries(e).filter(([path]) => !keys.includes(path.split('.')[0]!)));
      return Object.keys(left).length === Object.keys(e).length ? e : left;
    });
  }, []);
  const err = (path: string) => (errors[path] ? messageText(t, errors[path]) : null);

  const commit = async (draft: ProductDraft) => {
    const product = await api('product/commit', draft, { showError: false });
    // the files need the saved product (its uuid, its variants' ids), so they follow the
    // commit; the server stores each and draws the curve
    for (const p of pendings) {
      const sku = skuIdFor(p.target, product.skus);
      if (sku === null) {
        toast('error', t('productEditor.photometry.targetMissing', { values: p.target.join(' / ') }));
        continue;
      }
      try {
        // a library file goes by its id, the server reads its own copy; a read file by its text
        const file = p.source !== undefined ? { source: p.source } : { name: p.name, text: p.text };
        await api('product/photometry', { uuid: product.uuid, sku, ...file }, { showError: false });
      } catch (e) {
        toast('error', t('productEditor.photometry.uploadFailed', { message: e instanceof Error ? e.message : String(e) }));
      }
    }
    setPendings([]);
    return product;
  };

  const save = async () => {
    if (saving) return;
    const checked = checkForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast('error', t('productEditor.fixErrors', { count: Object.keys(checked.errors).length }));
      const first = firstErrorPath(checked.errors);
      if (first) requestAnimationFrame(() => scrollToField(first));
      return;
    }
    setSaving(true);
    try {
      const product = await commit(checked.draft);
      setSaved(form);
      toast('success', t('productEditor.saved'));
      release();
      navigate(`/product?store=${product.store}&uuid=${product.uuid}`);
    } catch (e) {
      if (e instanceof ApiError && e.field) {
        setErrors({ [e.field]: e.message });
        requestAnimationFrame(() => scrollToField(e.field!));
      } else toast('error', e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  // Ctrl+S (⌘S) saves instead of the browser's "save page"
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const props = { form, update, err };
  return (
    <div className="desktop product-edit" data-testid="product-edit-page">
      <div className="desktop-toolbar pe-toolbar">
        <button type="button" className="link pe-back" onClick={() => navigate(`/product?store=${form.store}`)}>
          ‹ {t('productEditor.backToLibrary')}
        </button>
        <h2>{form.uuid ? t('productEditor.title') : t('productEditor.newTitle')}</h2>
        <div className="toolbar-right">
          {dirty && <span className="pe-dirty">{t('productEditor.unsaved')}</span>}
          <button type="button" className="primary pe-save" disabled={saving} title={t('productEditor.saveShortcut')} onClick={() => void save()}>
            {saving ? t('productEditor.saving') : t('productEditor.save')}
          </button>
        </div>
      </div>
      <div className="pe-layout">
        <nav className="pe-nav" aria-label={t('productEditor.title')}>
          {SECTIONS.map((s) => (
            <a key={s} href={`#pe-${s}`} onClick={(e) => (e.preventDefault(), document.getElementById(`pe-${s}`)?.scrollIntoView({ behavior: 'smooth' }))}>
              {t(`productEditor.sections.${s}`)}
            </a>
          ))}
        </nav>
        <form
          className="pe-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <BasicSection {...props} categories={categories} onNewCategory={() => setDialog('category')} />
          <ParamsSection {...props} defs={defs} onEditDefs={() => setDialog('defs')} />
          <SkuSection {...props} />
          <PicsSection {...props} />
          <PhotometrySection {...props} pendings={pendings} onPendings={setPendings} />
        </form>
      </div>
      {dialog === 'category' && (
        <CategoryDialog
          store={form.store}
          categories={categories}
          onClose={() => setDialog(null)}
          onSaved={(node) => void onCategoriesChanged().then(() => update({ category_id: node.id }))}
        />
      )}
      {dialog === 'defs' && <ParamDefsDialog store={form.store} onClose={() => setDialog(null)} onSaved={(items) => setDefs(mergeDefs(items))} />}
      {blocker.state === 'blocked' && <LeaveDialog onLeave={blocker.proceed} onStay={blocker.reset} />}
    </div>
  );
}
