import i18next from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { Code } from '../../../../shared/src/protocol/codes';
import { ApiError, callKapi } from '../../api/call';
import { KAPI_BASE } from '../../../../shared/src/protocol/kapi-base';
import { takeEarlyAnswer, takeEarlyData } from './early-request';
import { SharedDeck, UnreadableSnapshot, type ViewRequest } from './snapshot';

export type ViewerState =
  | { kind: 'loading' }
  | { kind: 'password'; error: string | null }
  | { kind: 'closed'; message: string }
  | { kind: 'ready'; deck: SharedDeck };

/**
 * What opening the link with this password leads to. The first look (`asked` false) goes
 * without one, to learn whether one is needed, and says nothing; once the visitor presses Open
 * every refusal is said, an empty password's too ("please enter the access password").
 */
async function fetchSnapshot(id: string, password: string, asked: boolean): Promise<ViewerState> {
  try {
    const input: ViewRequest = { id, password };
    const answer = callKapi(`${KAPI_BASE}/doc/visit/view`, 'POST', input, { showError: false, answer: asked ? undefined : takeEarlyAnswer(id) });
    return { kind: 'ready', deck: new SharedDeck(await answer) };
  } catch (err) {
    // an answer that is no shared document at all: said, not thrown
    if (err instanceof UnreadableSnapshot) return { kind: 'closed', message: i18next.t('viewer.unreadable') };
    if (!(err instanceof ApiError)) throw err;
    if (err.code === Code.SHARE_PASSWORD) return { kind: 'password', error: asked ? err.message : null };
    return { kind: 'closed', message: err.message };
  }
}

/** The deck at once, when its answer came while the app was loading (the usual case); else loading. */
function firstState(id: string): ViewerState {
  const data = takeEarlyData(id);
  if (data === undefined) return { kind: 'loading' };
  try {
    return { kind: 'ready', deck: new SharedDeck(data) };
  } catch (err) {
    if (err instanceof UnreadableSnapshot) return { kind: 'closed', message: i18next.t('viewer.unreadable') };
    throw err;
  }
}

/** Fetches a shared snapshot, asking for the password when the link has one. */
export function useViewer(id: string) {
  const [state, setState] = useState<ViewerState>(() => firstState(id));
  const ready = state.kind !== 'loading';
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void fetchSnapshot(id, '', false).then((next) => !cancelled && setState(next));
    return () => {
      cancelled = true;
    };
    // asked once per document: a state reached later (a password asked for) is not asked again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const open = useCallback((password: string) => fetchSnapshot(id, password, true).then(setState), [id]);
  return { state, open };
}
