import i18next from 'i18next';
import type { Envelope } from '../../../shared/src/protocol/envelope';
import {
  endpoints,
  KAPI_BASE,
  REQUEST_TIMEOUT_MS,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
} from '../../../shared/src/protocol/endpoints';
import { currentLang } from '../i18n/setup';
import { reactToFailure } from './session-codes';

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

function urlFor(name: EndpointName, input: unknown): string {
  const url = `${KAPI_BASE}/${name}`;
  if (endpoints[name].method !== 'GET' || !input) return url;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Calls one endpoint of the shared table: typed input, typed answer checked against the same
 * schema the server uses. Failures are reacted to per spec 000 §8 and then thrown.
 */
export async function api<N extends EndpointName>(name: N, input?: RequestOf<N>, options: CallOptions = {}): Promise<ResponseOf<N>> {
  return endpoints[name].response.parse(await apiData(name, input, options)) as ResponseOf<N>;
}

/**
 * The same call, answering the data unchecked: for a caller that checks a large answer in
 * parts, as it uses them (the shared viewer checks each page when it is about to draw it).
 */
export async function apiData<N extends EndpointName>(name: N, input?: RequestOf<N>, options: CallOptions = {}): Promise<unknown> {
  const def = endpoints[name];
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  let envelope: Envelope;
  try {
    const response = await (options.answer ??
      fetch(urlFor(name, input), {
        method: def.method,
        credentials: 'same-origin',
        headers: { 'X-Lang': currentLang(), ...(def.method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
        body: def.method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
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
