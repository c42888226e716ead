import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import '../../styles/product-edit.css';
import { useEditorData } from './load-editor';
import { ProductEditor } from './ProductEditor';
import { emptyForm, productToForm } from './product-form';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/**
 * The product editor (spec 000 §2 route `product/edit`, issue 13): ?uuid=… edits a product,
 * ?store=mine|company starts a new one there. Loading, failure and read-only products get
 * their own screens; the form itself is ProductEditor.
 */
export default function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const { data, categories, reload, refreshCategories } = useEditorData(uuid, params.get('store'));

  const initial = useMemo(() => {
    if (data.state !== 'ready') return null;
    const custom = (id: string) => !data.defs.some((d) => d.id === id);
    return data.product ? productToForm(data.product, custom) : emptyForm(data.store);
  }, [data]);

  if (data.state === 'loading')
    return (
      <div className="desktop product-edit" data-testid="product-edit-page">
        <p className="muted pe-loading">{t('productEditor.loading')}</p>
      </div>
    );
  if (data.state === 'error')
    return (
      <div className="desktop product-edit" data-testid="product-edit-page">
        <section className="empty-state" data-testid="product-edit-error">
          <h2>{t('productEditor.loadFailed')}</h2>
          <p>{data.message}</p>
          <div className="pe-readonly-actions">
            <button type="button" onClick={() => navigate('/product')}>
              {t('productEditor.backToLibrary')}
            </button>
            <button type="button" className="primary" onClick={reload}>
              {t('common.retry')}
            </button>
          </div>
        </section>
      </div>
    );
  if (data.product && !data.product.editable)
    return (
      <div className="desktop product-edit" data-testid="product-edit-page">
        <ReadOnlyNotice product={data.product} />
      </div>
    );
  return (
    <ProductEditor
      // a new uuid (after a copy) is a new form
      key={uuid ?? 'new'}
      initial={initial!}
      defs={data.defs}
      categories={categories}
      onCategoriesChanged={() => refreshCategories(data.store)}
    />
  );
}
