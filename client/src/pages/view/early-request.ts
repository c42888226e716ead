// The shared viewer's first act: asking for the deck. Imported first by the viewer's entry
// (app/view-main.tsx), so the request leaves while React, the message catalogues and the page
// renderer are still being evaluated, instead of after them (on a slow phone that is a second).
// It imports nothing that costs time to evaluate: no schemas, no i18next.
import { KAPI_BASE, REQUEST_TIMEOUT_MS } from '../../../../shared/src/protocol/kapi-base';
import type { RequestOf } from '../../../../shared/src/protocol/endpoints';
import { isDocId } from '../../../../shared/src/rules/patterns';
import { storedLang } from '../../i18n/stored-lang';

const VIEW_PATH = /^\/kit\/view\/([^/]+)\/?$/;

/** The document id of a viewer address, or '' (not a viewer address). */
export function viewedId(pathname: string): string {
  const match = VIEW_PATH.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}

function ask(id: string): Promise<Response> {
  const input: RequestOf<'doc/visit/view'> = { id, password: '' };
  const answer = fetch(`${KAPI_BASE}/doc/visit/view`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-Lang': storedLang(), 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // read later by the viewer; a failure is reported there, not here
  answer.catch(() => undefined);
  return answer;
}

interface Early {
  id: string;
  answer: Promise<Response>;
  /** the answer's data once it has come, if it was a success: the viewer can start with the deck */
  data?: unknown;
}

function asked(id: string): Early {
  const early: Early = { id, answer: ask(id) };
  // read from a copy, so the answer itself can still be read by whoever takes it
  early.answer
    .then((r) => r.clone().json())
    .then((envelope: { status?: unknown; data?: unknown }) => {
      if (envelope.status === 0) early.data = envelope.data;
    })
    .catch(() => undefined);
  return early;
}

const id = viewedId(window.location.pathname);
let early: Early | null = isDocId(id) ? asked(id) : null;

/**
 * The deck's data if its answer has already come and was a success (then it is taken, like
 * takeEarlyAnswer), else undefined: the viewer's first render can then be the deck itself,
 * not a loading screen followed by the deck.
 */
export function takeEarlyData(docId: string): unknown {
  if (!early || early.id !== docId || early.data === undefined) return undefined;
  const { data } = early;
  early = null;
  return data;
}

/** The answer asked for at load, once, for the same document without a password; then undefined. */
export function takeEarlyAnswer(docId: string): Promise<Response> | undefined {
  if (!early || early.id !== docId) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}
