import { useTranslation } from 'react-i18next';

/** The product library (产品助手, spec 000 §2 route `product`, issue 13). */
export default function ProductPage() {
  const { t } = useTranslation();
  return (
    <div className="desktop" data-testid="product-page">
      <div className="desktop-toolbar">
        <h2>{t('productLibrary.title')}</h2>
      </div>
    </div>
  );
}
