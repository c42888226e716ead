import { useTranslation } from 'react-i18next';

/** The product editor (spec 000 §2 route `product/edit`, issue 13). */
export default function ProductEditPage() {
  const { t } = useTranslation();
  return (
    <div className="desktop" data-testid="product-edit-page">
      <div className="desktop-toolbar">
        <h2>{t('productEditor.title')}</h2>
      </div>
    </div>
  );
}
