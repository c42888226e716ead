import { useCallback, useEffect, useState } from 'react';
import type { Members } from '../../../../shared/src/protocol/members';
import { api } from '../../api/client';
import { useWorkspaceChanges } from '../workspace/changes';

/**
 * The owner and members of a document, for the editor's header; read again when the members
 * dialog closes or the workspace changes. Null while unknown (offline, or `docId` null).
 */
export function useMembers(docId: string | null, dialogOpen: boolean): Members | null {
  const [members, setMembers] = useState<Members | null>(null);
  const [round, setRound] = useState(0);
  useWorkspaceChanges(useCallback(() => setRound((r) => r + 1), []));
  useEffect(() => {
    if (!docId || dialogOpen) return;
    let live = true;
    void api('doc/member/find', { id: docId }, { showError: false }).then(
      (m) => live && setMembers(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [docId, dialogOpen, round]);
  return docId ? members : null;
}
