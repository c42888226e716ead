import { useEffect, useState } from 'react';
import { meta, metaJSON } from '../../../../shared/src/schema/doc';
import type { DocSession } from '../../sync/doc-session';
import type { Presence } from '../../sync/presence';

export interface DocMeta {
  name: string;
  options: Record<string, unknown>;
}

function readMeta(session: DocSession): DocMeta {
  const { name, options } = metaJSON(session.doc);
  return { name, options };
}

/**
 * The document's name and options for the header. It listens to the meta map only, never to
 * the whole document: typing or dragging must not re-serialise a 100-page deck. (The page
 * count comes from the document on screen, which may be a previewed version: PageCount.)
 */
export function useDocMeta(session: DocSession | null): DocMeta | null {
  const [value, setValue] = useState<DocMeta | null>(null);
  useEffect(() => {
    if (!session) return;
    const update = () => setValue(readMeta(session));
    // the session is new: read it now (an external store, not derived state)
    update();
    meta(session.doc).observe(update);
    return () => meta(session.doc).unobserve(update);
  }, [session]);
  return value;
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
