import { useEffect, useState } from 'react';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { applyJSON } from '../../../../shared/src/schema/doc';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import { Editor } from '../../editor/editor';
import { LOCAL_ORIGIN, type DocSession } from '../../sync/doc-session';

/** The editor over the live document, or a read-only one over a version being previewed. */
export function useEditor(session: DocSession | null, preview: DocumentJSON | null): Editor | null {
  const [editor, setEditor] = useState<Editor | null>(null);
  useEffect(() => {
    if (!session) return;
    let next: Editor;
    let scratch: Y.Doc | null = null;
    if (preview) {
      // a version opens in its own document: nothing done there can reach the real one
      scratch = new Y.Doc();
      applyJSON(scratch, preview);
      next = new Editor(scratch, 'preview', true);
    } else next = new Editor(session.doc, LOCAL_ORIGIN, false, [ySyncPluginKey]);
    // the editor wraps an external resource (the Y.Doc) and is handed to the page by design
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEditor(next);
    return () => {
      next.destroy();
      scratch?.destroy();
    };
  }, [session, preview]);
  return editor;
}
