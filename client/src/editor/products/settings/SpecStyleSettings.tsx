import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { DOC_STYLES, setSetting, type DocSettings, type DocStyle } from '../../../../../shared/src/documents/doc-settings';
import { orderedPages } from '../../../../../shared/src/schema/doc';
import type { Editor } from '../../editor';

/**
 * The spec sheets' style (spec 001 §2: default, t1 … t4): set on the document, so new spec pages
 * take it, and on every productspec element there now, in one step.
 */
export function applySpecStyle(editor: Editor, style: DocStyle): void {
  editor.commit(() => {
    setSetting(editor.doc, 'style', style, editor.origin);
    for (const [, page] of orderedPages(editor.doc)) {
      const items = page.get('items');
      if (!(items instanceof Y.Map)) continue;
      for (const el of items.values()) if (el instanceof Y.Map && el.get('tag') === 'productspec' && el.get('style') !== style) el.set('style', style);
    }
  });
}

export function SpecStyleSettings({ editor, settings }: { editor: Editor; settings: DocSettings }) {
  const { t } = useTranslation();
  return (
    <div className="settings-tab">
      <h4>{t('docPanels.settings.style')}</h4>
      <div className="segmented" role="group" aria-label={t('docPanels.settings.style')}>
        {DOC_STYLES.map((s) => (
          <button key={s} type="button" aria-pressed={settings.style === s} className={settings.style === s ? 'active' : undefined} onClick={() => applySpecStyle(editor, s)}>
            {t(`docPanels.settings.styles.${s}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
