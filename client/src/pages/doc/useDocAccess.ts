import { useEffect, useState } from 'react';
import { decideAccess, type DocAccess } from '../../sync/doc-access';

/**
 * Whether the document may be opened, asked before the editor (and its local database) exists.
 * Null while asking. A refusal for want of network is asked again when the network returns.
 */
export function useDocAccess(docId: string): DocAccess | null {
  const [state, setState] = useState<{ docId: string; access: DocAccess | null }>({ docId, access: null });
  const [attempt, setAttempt] = useState(0);
  // another document: forget the answer about the previous one at once, not after an effect
  if (state.docId !== docId) setState({ docId, access: null });

  useEffect(() => {
    let cancelled = false;
    void decideAccess(docId).then((access) => !cancelled && setState({ docId, access }));
    return () => {
      cancelled = true;
    };
  }, [docId, attempt]);

  const waitingForNetwork = state.access?.kind === 'notOnDevice' || state.access?.kind === 'failed';
  useEffect(() => {
    if (!waitingForNetwork) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waitingForNetwork]);

  return state.docId === docId ? state.access : null;
}
