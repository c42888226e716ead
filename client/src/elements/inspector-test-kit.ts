import { act, type ReactNode } from 'react';
import * as Y from 'yjs';
import { applyJSON, toJSON } from '../../../shared/src/schema/doc';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { buildDocument } from '../../../shared/src/templates/registry';
import { Editor } from '../editor/editor';
import { domTestRoot } from '../editor/test-dom-root';

// What the element inspector tests do to the drawn panel, the way a person does it: find a field
// or a button by its label, type a value and press Enter, click, pick, and read the refusals.
// One copy, so that every inspector test finds and presses things by the same rules.

/** a real editor on a blank plan with `element` added to its open page; `read` reads the element back */
export function editorWith(element: Omit<ElementJSON, 'id'>) {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const id = editor.add(element);
  const read = () => toJSON(doc).pages.find((p) => p.id === editor.pageId)!.items.find((i) => i.id === id)!;
  return { doc, editor, id, read };
}

/** the input labelled `label` (aria-label) inside `within`; throws when there is none */
export function field(label: string, within: ParentNode = document): HTMLInputElement {
  const el = within.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!el) throw new Error(`no field ${label}`);
  return el;
}

/** the picker (select) labelled `label`; throws when there is none */
export function picker(label: string): HTMLSelectElement {
  const el = document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`);
  if (!el) throw new Error(`no picker ${label}`);
  return el;
}

/**
 * the button whose text or aria-label is `label`, else the first whose text holds it (buttons
 * such as "+ 添加一行" carry a sign before their words); throws when there is none
 */
export function button(label: string): HTMLButtonElement {
  const buttons = [...document.querySelectorAll('button')];
  const b = buttons.find((x) => x.textContent === label || x.getAttribute('aria-label') === label) ?? buttons.find((x) => x.textContent?.includes(label));
  if (!b) throw new Error(`no button ${label}`);
  return b;
}

/** puts `text` into the input and presses Enter, which is how the rule fields commit */
export function pressEnter(input: HTMLInputElement, text: string): void {
  act(() => {
    input.value = text;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

/**
 * types `text` into a controlled number field (NumberInput) and presses Enter: React hears the
 * typing only through the input event with the value set as the browser sets it, not a plain write
 */
export function typeNumber(input: HTMLInputElement, text: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

/** the texts of the messages shown as alerts (refusals), in page order */
export const alerts = () => [...document.querySelectorAll('[role=alert]')].map((a) => a.textContent);

/**
 * For a test file that draws one inspector at a time into happy-dom: `show` draws a view and keeps
 * it, and `type`, `click` and `choose` draw it again after acting, as the app redraws the panel
 * after every change of the document. Call once at the top of the file (it sets up the DOM root).
 */
export function inspectorTestKit() {
  const dom = domTestRoot();
  let view: () => ReactNode = () => null;
  const redraw = () => dom.render(view());
  return {
    /** draws `next()` now, and again on every redraw */
    show(next: () => ReactNode) {
      view = next;
      redraw();
    },
    redraw,
    /** types `text` into the field and presses Enter; answers the field as it then shows */
    type(label: string, text: string): string {
      const el = field(label);
      pressEnter(el, text);
      redraw();
      return (document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`) ?? el).value;
    },
    /** types `text` into the number field labelled `label` and presses Enter; answers what it then shows */
    typeNumber(label: string, text: string): string {
      typeNumber(field(label), text);
      redraw();
      return field(label).value;
    },
    click(label: string) {
      const b = button(label);
      act(() => b.click());
      redraw();
    },
    /** picks `value` in the picker labelled `label` */
    choose(label: string, value: string) {
      const select = picker(label);
      act(() => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      redraw();
    },
  };
}
