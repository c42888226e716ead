import type { Envelope } from '../../shared/src/protocol/envelope';

export interface CallResult<T = unknown> extends Envelope<T> {
  http: number;
  setCookie: string[];
}

/** A cookie-keeping /kapi client, like a browser tab but without one. */
export function newClient(baseUrl: string, defaults: { headers?: Record<string, string> } = {}) {
  let cookie = '';

  async function raw(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...defaults.headers, ...(cookie ? { cookie } : {}), ...init.headers },
      body: init.body,
      redirect: 'manual',
    });
    const setCookie = response.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (name === 'lk_sid') cookie = value ? `lk_sid=${value}` : '';
    }
    return { response, setCookie };
  }

  async function call<T = unknown>(method: 'GET' | 'POST', name: string, input?: unknown, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    const query = method === 'GET' && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    const { response, setCookie } = await raw(method, `/kapi/${name}${query}`, {
      body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
      headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
    });
    const text = await response.text();
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`);
    }
    return { ...envelope, http: response.status, setCookie };
  }

  return {
    raw,
    get: <T = unknown>(name: string, input?: Record<string, string>, headers?: Record<string, string>) => call<T>('GET', name, input, headers),
    post: <T = unknown>(name: string, input?: unknown, headers?: Record<string, string>) => call<T>('POST', name, input, headers),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}
export type TestClient = ReturnType<typeof newClient>;
