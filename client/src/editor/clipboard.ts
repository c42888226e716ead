import type { ElementJSON } from '../../../shared/src/schema/types';

/** spec 001 §5: pasted text longer than this is refused */
export const PASTE_LIMIT = 2000;
/** Marks our own element copies on the system clipboard, so they paste across documents and tabs. */
const MARKER = 'lightkit/elements:';

export type PastedText = { kind: 'empty' } | { kind: 'too-long'; length: number } | { kind: 'ok'; text: string };

/** What to do with pasted plain text (spec 001 §5: empty is ignored, over 2000 refused). */
export function checkPastedText(raw: string): PastedText {
  const text = raw.replace(/\r\n?/g, '\n');
  if (text.trim() === '') return { kind: 'empty' };
  const length = [...text].length;
  return length > PASTE_LIMIT ? { kind: 'too-long', length } : { kind: 'ok', text };
}

export function encodeElements(items: ElementJSON[]): string {
  return MARKER + JSON.stringify(items);
}

/** Our elements from clipboard text, or null when the text is something else. */
export function decodeElements(text: string): ElementJSON[] | null {
  if (!text.startsWith(MARKER)) return null;
  try {
    const items = JSON.parse(text.slice(MARKER.length)) as unknown;
    if (!Array.isArray(items)) return null;
    return items.filter(
      (i): i is ElementJSON =>
        typeof i === 'object' && i !== null && typeof (i as ElementJSON).tag === 'string' && ['left', 'top', 'width', 'height'].every((k) => Number.isFinite((i as Record<string, unknown>)[k])),
    );
  } catch {
    return null;
  }
}

/** Plain text as paragraphs of escaped HTML for a new text element. */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split('\n')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}
