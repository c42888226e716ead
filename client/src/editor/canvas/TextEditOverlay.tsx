import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { elementText } from '../../../../shared/src/schema/doc';
import type { TextFields } from '../../../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { richTextExtensions } from '../../richtext/extensions';
import { DEFAULT_LINE_HEIGHT } from '../../richtext/typography';
import type { DocSession } from '../../sync/doc-session';
import type { Editor } from '../editor';

interface Props {
  editor: Editor;
  session: DocSession;
  el: ElementJSON;
  scale: number;
  /** where the page's top-left corner is inside the canvas, in screen pixels */
  ox: number;
  oy: number;
}

/**
 * The one in-place text editor: Tiptap bound to the element's Y.XmlFragment, laid over the
 * element at the canvas zoom and rotation, with the same typography as the canvas layout. The
 * Konva node is hidden meanwhile; leaving unmounts it.
 */
export function TextEditOverlay({ editor, session, el, scale, ox, oy }: Props) {
  const fragment = editor.element(el.id) ? elementText(editor.element(el.id)!) : undefined;
  const f = el as ElementJSON & TextFields;
  const me = session.awareness.getLocalState() as { user?: { name: string; color: string } } | null;
  const tiptap = useEditor(
    {
      extensions: [
        ...richTextExtensions(),
        ...(fragment ? [Collaboration.configure({ fragment }), CollaborationCaret.configure({ provider: session.provider, user: me?.user ?? { name: '', color: '#f08c00' } })] : []),
      ],
      autofocus: 'end',
      editorProps: { attributes: { class: 'text-element', 'data-element': el.id, 'data-testid': 'text-editor' } },
    },
    [fragment],
  );
  useEffect(() => {
    editor.setTiptap(tiptap);
    return () => {
      if (editor.tiptap === tiptap) editor.tiptap = null;
    };
  }, [editor, tiptap]);

  const padding = f.padding ?? 0;
  return (
    <div
      className="text-edit-frame"
      style={{
        left: ox + el.left * scale,
        top: oy + el.top * scale,
        width: el.width * scale,
        height: el.height * scale,
        transform: `rotate(${el.rotate ?? 0}deg)`,
      }}
      onKeyDown={(e) => {
        // Escape leaves the text; other keys stay inside the editor and never reach the canvas shortcuts
        if (e.key === 'Escape') editor.setEditing(null);
        e.stopPropagation();
      }}
    >
      <div
        className={`text-edit-inner valign-${f.valign ?? 'top'}`}
        style={{ width: el.width, minHeight: el.height, padding, transform: `scale(${scale})`, lineHeight: f.lineHeight ?? DEFAULT_LINE_HEIGHT }}
      >
        <EditorContent editor={tiptap} />
      </div>
    </div>
  );
}
