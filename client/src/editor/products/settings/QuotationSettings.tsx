import { useTranslation } from 'react-i18next';
import { PARTY_FIELDS, type DocSettings, type SettingKey } from '../../../../../shared/src/documents/doc-settings';
import type { Editor } from '../../editor';
import { dateRule, emailRule, moneyRule, phoneRule, plainText, taxRateRule, textRule, yuanText, type FieldRule } from '../field-rules';
import { SettingField, writeSetting } from './SettingField';

const COMPANY_BLOCK = ['company', 'contact', 'phone', 'email', 'address'] as const;

/** The light check of a block's field: phone and email are checked, the rest are text. */
const ruleOf = (field: string, max = 100): FieldRule => (field === 'email' ? emailRule : field === 'phone' ? phoneRule : textRule(max));
const modeOf = (field: string) => (field === 'email' ? 'email' : field === 'phone' ? 'tel' : undefined);

/** The quotation's settings: the company, to and from blocks, date, remark, tax and the extra charges. */
export function QuotationSettings({ editor, settings }: { editor: Editor; settings: DocSettings }) {
  const { t } = useTranslation();
  const field = (block: 'company' | 'to' | 'from', name: string, value: string) => (
    <SettingField
      key={`${block}.${name}`}
      editor={editor}
      setting={`${block}.${name}` as SettingKey}
      label={t(`docPanels.settings.fields.${name as 'company'}`)}
      value={value}
      rule={ruleOf(name, name === 'address' && block === 'company' ? 128 : 100)}
      inputMode={modeOf(name)}
    />
  );
  return (
    <div className="settings-tab">
      <label className="check">
        <input type="checkbox" checked={settings.useCompany} onChange={(e) => writeSetting(editor, 'useCompany', e.target.checked)} />
        {t('docPanels.settings.useCompany')}
      </label>
      {settings.useCompany && (
        <section>
          <h4>{t('docPanels.settings.company')}</h4>
          {COMPANY_BLOCK.map((name) => field('company', name, settings.company[name]))}
        </section>
      )}
      {(['to', 'from'] as const).map((block) => (
        <section key={block}>
          <h4>{t(`docPanels.settings.${block}`)}</h4>
          {PARTY_FIELDS.map((name) => field(block, name, settings[block][name]))}
        </section>
      ))}
      <section>
        <SettingField editor={editor} setting="date" label={t('docPanels.settings.date')} value={settings.date} rule={dateRule} placeholder="2026-01-31" />
        <SettingField editor={editor} setting="remark" label={t('docPanels.settings.remark')} value={settings.remark} rule={textRule(2000)} />
        <SettingField editor={editor} setting="taxRate" label={t('docPanels.settings.taxRate')} value={plainText(settings.taxRate)} rule={taxRateRule} inputMode="decimal" placeholder="13" />
        <SettingField editor={editor} setting="freight" label={t('docPanels.settings.freight')} value={yuanText(settings.freight)} rule={moneyRule} inputMode="decimal" />
        <SettingField editor={editor} setting="installation" label={t('docPanels.settings.installation')} value={yuanText(settings.installation)} rule={moneyRule} inputMode="decimal" />
      </section>
    </div>
  );
}
