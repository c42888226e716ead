import { useEffect, useState } from 'react';
import { toJSON } from '../../../../shared/src/schema/doc';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import type { DocSession } from '../../sync/doc-session';
import type { Presence } from '../../sync/presence';

/** The document as JSON for rendering, recomputed at most once per animation frame. */
export function useDocView(session: DocSession | null): DocumentJSON | null {
  const [view, setView] = useState<DocumentJSON | null>(null);
  useEffect(() => {
    if (!session) return;
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setView(toJSON(session.doc));
      });
    };
    update();
    session.doc.on('update', update);
    return () => {
      cancelAnimationFrame(frame);
      session.doc.off('update', update);
    };
  }, [session]);
  return view;
}

/** Everyone else in the document, live. */
export function useOthers(session: DocSession | null): [number, Presence][] {
  const [others, setOthers] = useState<[number, Presence][]>([]);
  useEffect(() => {
    if (!session) return;
    // the session is new: read who is here now (an external store, not derived state)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOthers(session.others());
    // my own pointer moving (every 50 ms while I drag) is no reason to re-render the page
    const update = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
      const mine = session.doc.clientID;
      if ([...added, ...updated, ...removed].some((id) => id !== mine)) setOthers(session.others());
    };
    session.awareness.on('change', update);
    return () => session.awareness.off('change', update);
  }, [session]);
  return others;
}
