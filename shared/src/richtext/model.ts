// The rich-text model shared by Tiptap (through its Yjs binding), the canvas text layout, the
// HTML of /kapi documents and the viewer. Node and mark names are Tiptap's, so a Y.XmlFragment
// written here is one Tiptap edits, and the other way round.

export type MarkName = 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'textStyle' | 'highlight';
export type Marks = Partial<Record<MarkName, Record<string, string>>>;

export interface TextRun {
  text: string;
  marks: Marks;
}
export interface Inline {
  kind: 'text' | 'hardBreak';
  run?: TextRun;
}

export type BlockName = 'paragraph' | 'heading' | 'bulletList' | 'orderedList' | 'listItem';
export interface Block {
  name: BlockName;
  attrs: Record<string, string | number>;
  /** paragraph/heading: inline content; lists and list items: blocks */
  inlines?: TextRun[];
  children?: Block[];
}

/** A hard line break inside a paragraph is kept as a run with this text. */
export const HARD_BREAK = '\n';

/** Colours and sizes a style may carry; anything else (url(), expressions) is dropped. */
export const SAFE_CSS_VALUE = /^[#(),.%\w\s-]{1,64}$/;
// Tiptap stores unset attributes as null in the shared text, so anything not a string is "none".
export const safeCss = (value: unknown): string | undefined =>
  typeof value === 'string' && SAFE_CSS_VALUE.test(value) && !/url|expression/i.test(value) ? value.trim() : undefined;

export const TEXT_ALIGNS = new Set(['left', 'center', 'right', 'justify']);
