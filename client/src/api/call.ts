import i18next from 'i18next';
import type { Envelope } from '../../../shared/src/protocol/envelope';
import { REQUEST_TIMEOUT_MS } from '../../../shared/src/protocol/kapi-base';
import { currentLang } from '../i18n/setup';
import { reactToFailure } from './session-codes';

// The wire half of a /kapi call, without the endpoint table: api() (client.ts) adds the
// table's methods and schemas; the shared viewer calls this directly, so a phone opening
// a link does not evaluate zod and every endpoint's schema to ask for one deck (issue 23).

export interface CallOptions {
  /** false: do not toast a failure (the caller shows it, e.g. inside a dialog) */
  showError?: boolean;
  signal?: AbortSignal;
  /**
   * The answer to this very call, already asked for (the shared viewer asks for its deck before
   * the app has loaded, pages/view/early-request.ts); it is read like a fresh one.
   */
  answer?: Promise<Response>;
}

/** A /kapi call that answered status ≠ 0, or could not be made. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly envelope: Envelope | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** the request field a validation failure names, if any */
  get field(): string | undefined {
    const field = this.envelope?.extra.field;
    return typeof field === 'string' && field !== '' ? field : undefined;
  }
}

/** Code for failures that never reached the server (network down, timeout). */
export const NETWORK_ERROR = -1;

/**
 * Makes one call and answers its data unchecked; failures are reacted to per spec 000 §8 and
 * then thrown as ApiError. `url` is the endpoint's address with any query already on it.
 */
export async function callKapi(url: string, method: 'GET' | 'POST', input: unknown, options: CallOptions = {}): Promise<unknown> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  let envelope: Envelope;
  try {
    const response = await (options.answer ??
      fetch(url, {
        method,
        credentials: 'same-origin',
        headers: { 'X-Lang': currentLang(), ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
        body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
        signal,
      }));
    envelope = (await response.json()) as Envelope;
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const timedOut = timeout.signal.aborted || (err instanceof DOMException && err.name === 'TimeoutError');
    const message = i18next.t(timedOut ? 'errors.timeout' : 'errors.network');
    reactToFailure({ status: 1, code: NETWORK_ERROR, message, extra: {}, data: null }, options);
    throw new ApiError(NETWORK_ERROR, message, null);
  } finally {
    clearTimeout(timer);
  }
  if (envelope.status !== 0) {
    reactToFailure(envelope, options);
    throw new ApiError(envelope.code, envelope.message || i18next.t('errors.network'), envelope);
  }
  return envelope.data;
}
