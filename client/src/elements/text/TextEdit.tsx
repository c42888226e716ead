import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { sanitizeHtml } from '../../../../shared/src/richtext/html';
import { elementText } from '../../../../shared/src/schema/doc';
import { isAutoHeight, type TextFields } from '../../../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { richTextExtensions } from '../../richtext/extensions';
import { CaretKeeper } from '../../richtext/caret-keeper';
import { CompositionGuard } from '../../richtext/composition-guard';
import { DEFAULT_LINE_HEIGHT } from '../../richtext/typography';
import { EditFrame } from '../EditFrame';
import type { EditProps } from '../registry';

/**
 * The one in-place text editor: Tiptap bound to the element's Y.XmlFragment, laid over the
 * element at the canvas zoom and rotation, with the same typography as the canvas layout. The
 * Konva node is hidden meanwhile; leaving unmounts it.
 */
export function TextEdit({ editor, session, el, scale, ox, oy }: EditProps) {
  const fragment = editor.element(el.id) ? elementText(editor.element(el.id)!) : undefined;
  const f = el as ElementJSON & TextFields;
  const me = session?.awareness.getLocalState() as { user?: { name: string; color: string } } | null;
  const tiptap = useEditor(
    {
      extensions: [
        ...richTextExtensions(),
        ...(fragment ? [Collaboration.configure({ fragment }), CaretKeeper, CompositionGuard.configure({ holdRemote: (hold) => session?.holdRemote(hold) })] : []),
        ...(fragment && session ? [CollaborationCaret.configure({ provider: session.provider, user: me?.user ?? { name: '', color: '#f08c00' } })] : []),
      ],
      autofocus: 'end',
      editorProps: {
        attributes: { class: 'text-element', 'data-element': el.id, 'data-testid': 'text-editor' },
        // ProseMirror reads pasted (and dropped) HTML by putting it into a detached document,
        // where <img onerror> and the like still run into the page's CSP: it gets only HTML the
        // shared sanitiser has rebuilt from the rich-text model, which has no attributes to fear
        transformPastedHTML: sanitizeHtml,
      },
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
  // An auto-height box grows with what is typed (its stored height follows a moment later); a
  // fixed one keeps its frame and scrolls, as the canvas clips what does not fit.
  const height = isAutoHeight(f) ? { minHeight: el.height } : { height: el.height, overflowY: 'auto' as const };
  return (
    <EditFrame editor={editor} el={el} scale={scale} ox={ox} oy={oy}>
      <div
        className={`text-edit-inner valign-${f.valign ?? 'top'}`}
        style={{ width: el.width, ...height, padding, transform: `scale(${scale})`, lineHeight: f.lineHeight ?? DEFAULT_LINE_HEIGHT }}
      >
        <EditorContent editor={tiptap} />
      </div>
    </EditFrame>
  );
}
