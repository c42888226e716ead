import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { htmlToBlocks, blocksToText } from '../../../shared/src/richtext/html';
import type { ElementJSON } from '../../../shared/src/schema/types';
import type { Editor } from './editor';
import { kindOf } from '../elements';
import { lightingName } from './lighting-names';
import { useEditorState, usePageJSON } from './usePage';

/** What an element is, in words: its text, or its kind. */
function describe(el: ElementJSON, kindName: (tag: string) => string): string {
  const text = el.html ? blocksToText(htmlToBlocks(el.html)).trim() : typeof el.value === 'string' ? el.value : '';
  return text ? i18next.t('common.labelled', { label: kindName(el.tag), value: text.slice(0, 80) }) : kindName(el.tag);
}

/**
 * The page's elements as a list of buttons: a canvas is invisible to screen readers and the
 * keyboard, so this lets people reach, select and (with Enter) edit every element without a
 * mouse. Visually hidden; it appears when focused.
 */
export function ElementList({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  useEditorState(editor);
  const page = usePageJSON(editor.doc, editor.pageId);
  const names: Record<string, string> = { text: t('editor.text'), image: t('editor.image'), shape: t('editor.shapes'), input: t('editor.input'), imagegroup: t('editor.imageGroup'), table: t('editor.table') };
  const kindName = (tag: string) => names[tag] ?? tag;
  // lighting kinds say what they are: 筒灯 3, 照度范围：300 lx, a legend's entries in page order
  const words = new Intl.ListFormat(i18next.language, { type: 'conjunction' });
  const name = (el: ElementJSON) => lightingName(el, page?.items ?? [], (key, o) => t(key as 'common.labelled', o ?? {}), (w) => words.format(w)) ?? describe(el, kindName);
  return (
    <ul className="element-list" aria-label={t('editor.pages')} data-testid="element-list">
      {page?.items.map((el) => (
        <li key={el.id}>
          <button
            type="button"
            data-element={el.id}
            aria-pressed={editor.selection.includes(el.id)}
            onClick={() => editor.select([el.id])}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && kindOf(el.tag)?.Edit && !editor.readOnly) {
                e.preventDefault();
                editor.setEditing(el.id);
              }
            }}
          >
            {name(el)}
          </button>
        </li>
      ))}
    </ul>
  );
}
