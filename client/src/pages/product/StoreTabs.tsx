import { useTranslation } from 'react-i18next';
import type { FindStore } from '../../products/filters';

/** The stores as tabs: 系统产品库 (sample data, badged), 企业产品库 for company users, 我的产品, 我的收藏. */
export function StoreTabs({ store, company, onChange }: { store: FindStore; company: boolean; onChange: (s: FindStore) => void }) {
  const { t } = useTranslation();
  const stores: FindStore[] = company ? ['system', 'company', 'mine', 'favor'] : ['system', 'mine', 'favor'];
  return (
    <div className="tabs store-tabs" role="tablist" aria-label={t('productLibrary.storesLabel')}>
      {stores.map((s) => (
        <button key={s} type="button" role="tab" aria-selected={s === store} className={s === store ? 'tab active' : 'tab'} onClick={() => onChange(s)}>
          {t(`product.stores.${s}`)}
          {s === 'system' && (
            <span className="sample-badge" title={t('productLibrary.sampleHint')}>
              {t('product.sample')}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
