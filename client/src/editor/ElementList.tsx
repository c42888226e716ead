import i18next from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToBlocks, blocksToText } from '../../../shared/src/richtext/html';
import type { ElementJSON } from '../../../shared/src/schema/types';
import type { Editor } from './editor';
import { kindOf } from '../elements';
import { lightingName } from './lighting-names';
import { planningName } from './planning-names';
import { useEditorState, usePageJSON } from './usePage';

/**
 * What each element was called, in which language: an element's words change only with the
 * element (a new object from the page store) or the language, so a plan of a thousand lamps is
 * not named a thousand times on every edit.
 */
const said = new WeakMap<ElementJSON, { lang: string; name: string }>();

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
  const { t, i18n } = useTranslation();
  useEditorState(editor);
  const page = usePageJSON(editor.doc, editor.pageId);
  const names: Record<string, string> = { text: t('editor.text'), image: t('editor.image'), shape: t('editor.shapes'), input: t('editor.input'), imagegroup: t('editor.imageGroup'), table: t('editor.table') };
  const kindName = (tag: string) => names[tag] ?? tag;
  // lighting and planning kinds say what they are: 筒灯 3, 照度范围：300 lx, a legend's entries in
  // page order, 眩光等级：UGR 19（轻微眩光）
  const words = new Intl.ListFormat(i18next.language, { type: 'conjunction' });
  const nameOf = (el: ElementJSON) => lightingName(el, page?.items ?? [], (key, o) => t(key as 'common.labelled', o ?? {}), (w) => words.format(w)) ?? planningName(el, (key, o) => t(key as 'common.labelled', o ?? {})) ?? describe(el, kindName);
  const name = (el: ElementJSON) => {
    // a legend's words change with every element of the page: named afresh each time
    if (el.tag === 'legend') return nameOf(el);
    const known = said.get(el);
    if (known?.lang === i18n.language) return known.name;
    const words = nameOf(el);
    said.set(el, { lang: i18n.language, name: words });
    return words;
  };
  return (
    <ul className="element-list" aria-label={t('editor.pages')} data-testid="element-list">
      {page?.items.map((el) => (
        <ElementRow key={el.id} editor={editor} id={el.id} editable={kindOf(el.tag)?.Edit !== undefined} name={name(el)} pressed={editor.selection.includes(el.id)} />
      ))}
    </ul>
  );
}

/** One element's button; memoised, so an edit of one lamp on a busy plan re-renders one row. */
const ElementRow = memo(function ElementRow({ editor, id, editable, name, pressed }: { editor: Editor; id: string; editable: boolean; name: string; pressed: boolean }) {
  return (
    <li>
      <button
        type="button"
        data-element={id}
        aria-pressed={pressed}
        onClick={() => editor.select([id])}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && editable && !editor.readOnly) {
            e.preventDefault();
            editor.setEditing(id);
          }
        }}
      >
        {name}
      </button>
    </li>
  );
});
