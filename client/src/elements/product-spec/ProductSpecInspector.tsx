import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { DOC_STYLES, setSetting, type DocStyle } from '../../../../shared/src/documents/doc-settings';
import { orderedPages, pageItems } from '../../../../shared/src/schema/doc';
import type { Editor } from '../../editor/editor';
import { NumberInput } from '../../editor/panels/NumberInput';
import { num } from '../lighting-controls';
import type { InspectorProps } from '../registry';

/**
 * A spec sheet's panel: its style (each with a line saying how it looks, since the names alone
 * say nothing) and font size, and a button giving every spec sheet of the document this style.
 */
export function ProductSpecInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const el = els[0]!;
  const style: DocStyle = (DOC_STYLES as readonly unknown[]).includes(el.style) ? (el.style as DocStyle) : 'default';
  const [applied, setApplied] = useState<number | null>(null);
  return (
    <div className="product-spec-inspector" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <span className="small">{t('docInspectors.spec.style')}</span>
      <div role="radiogroup" aria-label={t('docInspectors.spec.style')} style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {DOC_STYLES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={s === style}
            aria-label={t(`docInspectors.spec.styles.${s}`)}
            disabled={editor.readOnly}
            onClick={() => set({ style: s })}
            style={{ textAlign: 'left', fontWeight: s === style ? 600 : 400 }}
          >
            {t(`docInspectors.spec.styles.${s}`)}
            <span className="small" style={{ display: 'block', fontWeight: 400 }}>
              {t(`docInspectors.spec.looks.${s}`)}
            </span>
          </button>
        ))}
      </div>
      <NumberInput label={t('docInspectors.spec.fontSize')} value={num(el.fontSize, 18)} min={8} max={100} onChange={(fontSize) => set({ fontSize })} />
      <button type="button" disabled={editor.readOnly} onClick={() => setApplied(applyStyleToAll(editor, style))}>
        {t('docInspectors.spec.applyAll')}
      </button>
      {applied !== null && (
        <p className="small" role="status" style={{ margin: 0 }}>
          {t('docInspectors.spec.applied', { n: applied })}
        </p>
      )}
    </div>
  );
}

/**
 * Sets `style` on every spec sheet of every page, and as the document's style so spec pages
 * added later get it too: one commit, so one undo step puts the sheets back. Locked sheets are
 * left alone, as every other edit leaves them. Answers how many sheets have the style now.
 */
export function applyStyleToAll(editor: Editor, style: DocStyle): number {
  let n = 0;
  editor.commit(() => {
    for (const [, page] of orderedPages(editor.doc)) {
      for (const el of pageItems(page).values()) {
        if (!(el instanceof Y.Map) || el.get('tag') !== 'productspec' || el.get('lock') === true) continue;
        if (el.get('style') !== style) el.set('style', style);
        n++;
      }
    }
    // inside the commit: the setting joins the same transaction
    setSetting(editor.doc, 'style', style, editor.origin);
  });
  return n;
}
