import { useTranslation } from 'react-i18next';
import type { DocSettings, EnergySpace } from '../../../../../shared/src/documents/doc-settings';
import { LPD_LIMITS, type LpdLimit } from '../../../../../shared/src/lighting/power-density';
import type { Editor } from '../../editor';
import { CommitField } from '../CommitField';
import { plainText, rangeRule, textRule } from '../field-rules';
import { SettingField, writeSetting } from './SettingField';

const BUILDINGS = [...new Set(LPD_LIMITS.map((l) => l.building))];
/** A floor area far above any one room, so a typo of extra zeros is caught. */
const AREA_MAX = 1_000_000;


/** The energy analysis: burning hours, days, the tariff, and the spaces whose power density is checked. */
export function EnergySettings({ editor, settings }: { editor: Editor; settings: DocSettings }) {
  const { t, i18n } = useTranslation();
  const nameOf = (l: LpdLimit) => (i18n.language === 'en' ? l.nameEn : l.name);
  const spaces = settings.spaces;
  const setSpaces = (next: EnergySpace[]) => writeSetting(editor, 'spaces', next);
  const change = (i: number, patch: Partial<EnergySpace>) => setSpaces(spaces.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div className="settings-tab">
      <SettingField editor={editor} setting="hoursPerDay" label={t('docPanels.settings.hoursPerDay')} value={plainText(settings.hoursPerDay)} rule={rangeRule(0, 24)} inputMode="decimal" />
      <SettingField editor={editor} setting="daysPerYear" label={t('docPanels.settings.daysPerYear')} value={plainText(settings.daysPerYear)} rule={rangeRule(0, 366, 0)} inputMode="numeric" />
      {/* yuan per kWh as the energy table reads it; tariffs have four decimals (¥0.4883) */}
      <SettingField editor={editor} setting="pricePerKwh" label={t('docPanels.settings.pricePerKwh')} value={plainText(settings.pricePerKwh)} rule={rangeRule(0, 100, 4)} inputMode="decimal" placeholder="0.56" />
      <h4>{t('docPanels.settings.spaces')}</h4>
      {spaces.length === 0 && <p className="muted small">{t('docPanels.settings.noSpaces')}</p>}
      {spaces.map((space, i) => (
        <fieldset key={i} className="space-fields" data-testid="energy-space">
          <CommitField label={t('docPanels.settings.spaceName')} value={space.name} rule={textRule(40)} onCommit={(v) => change(i, { name: String(v ?? '') })} />
          <label className="commit-field">
            <span className="commit-label">{t('docPanels.settings.spaceType')}</span>
            <select aria-label={t('docPanels.settings.spaceType')} value={space.type} onChange={(e) => change(i, { type: e.target.value })}>
              <option value="">{t('docPanels.settings.chooseType')}</option>
              {BUILDINGS.map((b) => (
                <optgroup key={b} label={t(`docPanels.settings.buildings.${b}`)}>
                  {LPD_LIMITS.filter((l) => l.building === b).map((l) => (
                    <option key={l.spaceType} value={l.spaceType}>
                      {nameOf(l)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <CommitField label={t('docPanels.settings.spaceArea')} value={plainText(space.area)} rule={rangeRule(0, AREA_MAX)} inputMode="decimal" onCommit={(v) => change(i, { area: typeof v === 'number' ? v : '' })} />
          <button type="button" className="danger" onClick={() => setSpaces(spaces.filter((_, j) => j !== i))}>
            {t('docPanels.settings.removeSpace')}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => setSpaces([...spaces, { name: '', type: '', area: '' }])}>
        {t('docPanels.settings.addSpace')}
      </button>
    </div>
  );
}
