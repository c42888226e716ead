import {
  endpoints,
  KAPI_BASE,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
} from '../../../shared/src/protocol/endpoints';
import { callKapi, type CallOptions } from './call';

export { ApiError, NETWORK_ERROR, type CallOptions } from './call';

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
  const data = await callKapi(urlFor(name, input), endpoints[name].method, input, options);
  return endpoints[name].response.parse(data) as ResponseOf<N>;
}
