import { useTranslation } from 'react-i18next';
import { useDocData } from '../../../documents/doc-data';
import type { Editor } from '../../editor';
import { CostSettings } from './CostSettings';
import { EnergySettings } from './EnergySettings';
import { QuotationSettings } from './QuotationSettings';
import { SelectionSettings } from './SelectionSettings';
import { SpecStyleSettings } from './SpecStyleSettings';

/** 文档设置: what the document's kind has to set (spec 001 §3); plan decks and schedules have none. */
export function SettingsTab({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const data = useDocData(editor.doc);
  switch (data.type) {
    case 'pqt':
      return <QuotationSettings editor={editor} settings={data.settings} />;
    case 'slt':
      return <SelectionSettings editor={editor} settings={data.settings} />;
    case 'cet':
      return <CostSettings editor={editor} settings={data.settings} />;
    case 'ect':
      return <EnergySettings editor={editor} settings={data.settings} />;
    case 'spc':
      return <SpecStyleSettings editor={editor} settings={data.settings} />;
    default:
      return <p className="muted small">{t('docPanels.settings.none')}</p>;
  }
}
