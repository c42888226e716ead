import { useTranslation } from 'react-i18next';
import { DEFAULT_COST_RATES } from '../../../../../shared/src/documents/cost-estimate';
import type { DocSettings } from '../../../../../shared/src/documents/doc-settings';
import type { Editor } from '../../editor';
import { CommitField } from '../CommitField';
import { moneyRule, plainText, rangeRule, yuanText } from '../field-rules';
import { SettingField, writeSetting } from './SettingField';

const FEES = ['design', 'installation', 'debugging'] as const;
const AREA_MAX = 1_000_000;

/** The cost estimate: the designed area and, per fee, the standard rate and the rate charged (per ㎡, fen). */
export function CostSettings({ editor, settings }: { editor: Editor; settings: DocSettings }) {
  const { t } = useTranslation();
  // each rate is one key of a map: the map is written whole with the one rate changed
  const setRate = (map: 'costRates' | 'costCharged', fee: string, value: unknown) => {
    const next = { ...settings[map] };
    if (value === undefined) delete next[fee];
    else next[fee] = value;
    writeSetting(editor, map, next);
  };
  return (
    <div className="settings-tab">
      <SettingField editor={editor} setting="costArea" label={t('docPanels.settings.area')} value={plainText(settings.costArea)} rule={rangeRule(0, AREA_MAX)} inputMode="decimal" />
      {FEES.map((fee) => {
        const name = t(`documents.cost.${fee}`);
        return (
          <section key={fee}>
            <CommitField
              label={t('docPanels.settings.rate', { name })}
              value={yuanText(settings.costRates[fee])}
              placeholder={yuanText(DEFAULT_COST_RATES[fee])}
              rule={moneyRule}
              inputMode="decimal"
              onCommit={(v) => setRate('costRates', fee, v)}
            />
            <CommitField label={t('docPanels.settings.charged', { name })} value={yuanText(settings.costCharged[fee])} rule={moneyRule} inputMode="decimal" onCommit={(v) => setRate('costCharged', fee, v)} />
          </section>
        );
      })}
    </div>
  );
}
