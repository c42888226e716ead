import { useTranslation } from 'react-i18next';
import { PRODUCT_CODE_MAX, PRODUCT_NAME_MAX, PRODUCT_TEXT_MAX, PRODUCT_UNITS, type CategoryNode } from '../../../../shared/src/protocol/product';
import { flattenCategories, indent } from '../../product-dialogs/category-tree';
import { SelectInput, Section, TextArea, TextInput } from './form-fields';
import type { ProductForm } from './product-form';

export interface SectionProps {
  form: ProductForm;
  update: (patch: Partial<ProductForm>) => void;
  /** the translated message of a field path, if refused */
  err: (path: string) => string | null;
}

/** 基本信息: store, category, codes, name, brand, description, price, unit, warranty, remark. */
export function BasicSection({ form, update, err, categories, onNewCategory }: SectionProps & { categories: CategoryNode[]; onNewCategory: () => void }) {
  const { t } = useTranslation();
  const categoryOptions = [{ value: '0', label: t('productEditor.fields.noCategory') }, ...flattenCategories(categories).map((c) => ({ value: String(c.id), label: indent(c.depth) + c.name }))];
  return (
    <Section id="basic" title={t('productEditor.sections.basic')}>
      <div className="pe-grid">
        <div className="field pe-field">
          <span className="field-label">{t('productEditor.fields.store')}</span>
          <div className="pe-store" data-testid="product-store">
            {t(`product.stores.${form.store}`)}
          </div>
        </div>
        <SelectInput
          label={t('productEditor.fields.category')}
          path="category_id"
          value={String(form.category_id)}
          options={categoryOptions}
          error={err('category_id')}
          onChange={(v) => update({ category_id: Number(v) })}
          addon={
            <button type="button" className="pe-addon" onClick={onNewCategory}>
              {t('productEditor.fields.newCategory')}
            </button>
          }
        />
        <TextInput label={t('productEditor.fields.name')} path="name" value={form.name} maxLength={PRODUCT_NAME_MAX} error={err('name')} onChange={(name) => update({ name })} />
        <TextInput label={t('productEditor.fields.code')} path="code" value={form.code} maxLength={PRODUCT_CODE_MAX} error={err('code')} onChange={(code) => update({ code })} />
        <TextInput label={t('productEditor.fields.mcode')} path="mcode" value={form.mcode} maxLength={PRODUCT_CODE_MAX} error={err('mcode')} onChange={(mcode) => update({ mcode })} />
        <TextInput label={t('productEditor.fields.brand')} path="brand" value={form.brand} maxLength={30} error={err('brand')} onChange={(brand) => update({ brand })} />
        <TextInput label={t('productEditor.fields.price')} path="price" value={form.price} inputMode="decimal" placeholder="0.00" error={err('price')} onChange={(price) => update({ price })} />
        <SelectInput
          label={t('productEditor.fields.unit')}
          path="unit"
          value={form.unit}
          error={err('unit')}
          options={PRODUCT_UNITS.map((u) => ({ value: u, label: t(`product.units.${u}`) }))}
          onChange={(unit) => update({ unit })}
        />
        <TextInput label={t('productEditor.fields.unitTip')} path="unit_tip" value={form.unit_tip} maxLength={20} placeholder={t('productEditor.fields.unitTipHint')} error={err('unit_tip')} onChange={(unit_tip) => update({ unit_tip })} />
        <TextInput label={t('productEditor.fields.warranty')} path="warranty" value={form.warranty} inputMode="numeric" placeholder="0" error={err('warranty')} onChange={(warranty) => update({ warranty })} />
        <TextArea label={t('productEditor.fields.description')} path="description" value={form.description} maxLength={PRODUCT_TEXT_MAX} rows={4} error={err('description')} onChange={(description) => update({ description })} />
        <TextArea label={t('productEditor.fields.remark')} path="remark" value={form.remark} maxLength={500} rows={2} error={err('remark')} onChange={(remark) => update({ remark })} />
      </div>
    </Section>
  );
}
