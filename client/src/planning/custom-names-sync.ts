import { mergeNames, NAME_KINDS } from '../../../shared/src/planning/custom-names';
import { api } from '../api/client';
import { userAtom } from '../state/session';
import { store } from '../state/store';
import { onLocalChange, readNames, writeNames } from './custom-names-store';

// Custom names follow the designer (issue 11): when signed in and online, this device's lists
// are merged with the account's (names/merge answers the merged lists) — once when first
// needed, a moment after each change, on sign-in and when the connection comes back. A failed
// merge is simply tried again at the next of those; the names stay usable here meanwhile.

/** a change waits this long, so typing several names in a row is one merge */
export const SYNC_DELAY_MS = 1500;

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
let again = false;

/** One merge with the account; a merge asked for while one runs follows it. */
export function syncNames(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = mergeOnce().finally(() => {
    running = null;
    if (again) {
      again = false;
      void syncNames();
    }
  });
  return running;
}

async function mergeOnce(): Promise<void> {
  const user = store.get(userAtom);
  if (!user || !navigator.onLine) return;
  // a list last merged with another account stays that account's: it is not sent, and this
  // account's names replace it
  const mine = (kind: (typeof NAME_KINDS)[number]) => {
    const stored = readNames(kind);
    return stored.owner === null || stored.owner === user.uuid ? stored.entries : [];
  };
  const sent = { scene: mine('scene'), activity: mine('activity') };
  try {
    const answer = await api('names/merge', sent, { showError: false });
    if (store.get(userAtom)?.uuid !== user.uuid) return; // signed out or switched meanwhile
    for (const kind of NAME_KINDS) {
      // the answer replaces what was sent (the server may have moved a time from a clock running
      // ahead back to its own); names entered while the call was out are kept on top of it, and
      // their own merge is already scheduled
      const sentNow = new Set(sent[kind].map((e) => JSON.stringify(e)));
      const since = mine(kind).filter((e) => !sentNow.has(JSON.stringify(e)));
      writeNames(kind, { owner: user.uuid, entries: mergeNames(answer[kind], since) });
    }
  } catch {
    // offline, signed out or refused: the lists stay as they are until the next try
  }
}

function later(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void syncNames(), SYNC_DELAY_MS);
}

/** Starts following the account (idempotent): a first merge now, then on change, sign-in and reconnection. */
export function startNameSync(): void {
  if (started) return;
  started = true;
  onLocalChange(later);
  store.sub(userAtom, () => {
    if (store.get(userAtom)) void syncNames();
  });
  window.addEventListener('online', () => void syncNames());
  void syncNames();
}
