import { useTranslation } from 'react-i18next';
import { SLT_COLUMNS, type DocSettings } from '../../../../../shared/src/documents/doc-settings';
import type { Editor } from '../../editor';
import { writeSetting } from './SettingField';

/** The selection table's settings: which columns it prints (in SLT_COLUMNS order) and grouping by space. */
export function SelectionSettings({ editor, settings }: { editor: Editor; settings: DocSettings }) {
  const { t } = useTranslation();
  const toggle = (column: string, on: boolean) => {
    const chosen = new Set<string>(settings.sltColumns);
    if (on) chosen.add(column);
    else chosen.delete(column);
    // kept in the printed order, whatever order they were ticked in
    writeSetting(editor, 'sltColumns', SLT_COLUMNS.filter((c) => chosen.has(c)));
  };
  return (
    <div className="settings-tab">
      <h4>{t('docPanels.settings.columns')}</h4>
      <div className="column-checks">
        {SLT_COLUMNS.map((c) => (
          <label key={c} className="check">
            <input type="checkbox" checked={settings.sltColumns.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
            {t(`docPanels.columns.${c}`)}
          </label>
        ))}
      </div>
      <label className="check">
        <input type="checkbox" checked={settings.sltGroupBySpace} onChange={(e) => writeSetting(editor, 'sltGroupBySpace', e.target.checked)} />
        {t('docPanels.settings.groupBySpace')}
      </label>
    </div>
  );
}
