import { ySyncPluginKey } from '@tiptap/y-tiptap';
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { applyJSON } from '../../../../shared/src/schema/doc';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import { Editor } from '../../editor/editor';
import { textHeight } from '../../elements/text/fit';
import { LOCAL_ORIGIN, type DocSession } from '../../sync/doc-session';

/**
 * The editor over the live document, and while a version is previewed a read-only one over a
 * copy of it. The live editor (and its undo history) stays alive during the preview.
 */
export function useEditor(session: DocSession | null, preview: DocumentJSON | null, readOnly: boolean): Editor | null {
  const [live, setLive] = useState<Editor | null>(null);
  const [previewing, setPreviewing] = useState<Editor | null>(null);
  useEffect(() => {
    if (!session) return;
    // a view member gets a read-only editor: the server would drop their edits anyway
    const editor = new Editor(session.doc, LOCAL_ORIGIN, readOnly, [ySyncPluginKey], (el) => textHeight(el));
    // the editor wraps an external resource (the Y.Doc) and is handed to the page by design
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLive(editor);
    return () => editor.destroy();
  }, [session, readOnly]);
  useEffect(() => {
    if (!preview) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPreviewing(null);
      return;
    }
    // a version opens in its own document: nothing done there can reach the real one
    const scratch = new Y.Doc();
    applyJSON(scratch, preview);
    const editor = new Editor(scratch, 'preview', true);
    setPreviewing(editor);
    return () => {
      editor.destroy();
      scratch.destroy();
    };
  }, [preview]);
  // until the preview's editor exists (one render), the live one stays on screen: returning
  // nothing would swap the whole page for a loading screen and lose the history drawer's state
  return (preview && previewing) || live;
}
