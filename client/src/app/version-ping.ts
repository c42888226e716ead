/**
 * Spec 000 §4: the first version seen is only stored; a different one later means the app was
 * redeployed and the non-closable upgrade dialog must show.
 */
export function observeVersion(known: string | null, incoming: string): { known: string; upgrade: boolean } {
  if (known === null) return { known: incoming, upgrade: false };
  return { known, upgrade: incoming !== known };
}
