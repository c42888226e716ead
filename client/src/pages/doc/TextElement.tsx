import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor } from '@tiptap/react';
import type * as Y from 'yjs';
import type { DocSession } from '../../sync/doc-session';
import type { PresenceUser } from '../../sync/presence';
import { richTextExtensions } from '../../richtext/extensions';

/**
 * A text element's rich text, edited live: Tiptap bound to the element's Y.XmlFragment (never
 * seeded with content, which would duplicate it on every replica), with the carets and
 * selections of others drawn in their colours.
 */
export function TextElement({ session, fragment, user, elementId, onFocus }: { session: DocSession; fragment: Y.XmlFragment; user: PresenceUser; elementId: string; onFocus: (id: string) => void }) {
  const editor = useEditor(
    {
      extensions: [
        ...richTextExtensions(),
        Collaboration.configure({ fragment }),
        CollaborationCaret.configure({ provider: session.provider, user: { name: user.name, color: user.color } }),
      ],
      editable: true,
      onFocus: () => onFocus(elementId),
      editorProps: { attributes: { class: 'text-element', 'data-element': elementId } },
    },
    [fragment],
  );
  return <EditorContent editor={editor} />;
}
