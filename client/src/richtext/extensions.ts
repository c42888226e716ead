import type { Extensions } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

/**
 * The rich-text schema: every node, attribute and mark the shared model (shared/src/richtext)
 * writes must exist here. Tiptap drops what its schema does not know, and the collaboration
 * binding then deletes it from the shared document on the next edit, for everyone.
 */
export function richTextExtensions(): Extensions {
  return [
    // Collaboration brings its own undo (per user); ProseMirror's history would undo others'
    // edits. No trailing node: it writes an empty paragraph into the shared text merely because
    // an editor opened, and two people opening at once would add two.
    StarterKit.configure({ undoRedo: false, trailingNode: false, link: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TextStyle,
    Color,
    FontSize,
    FontFamily,
    Highlight.configure({ multicolor: true }),
  ];
}
