import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** Where a fetch may not go: this machine, private networks, link-local, carrier NAT, multicast. */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 100 && b >= 64 && b < 128) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168);
  }
  const lower = ip.toLowerCase();
  return lower === '::' || lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe8') || lower.startsWith('fe9') || lower.startsWith('fea') || lower.startsWith('feb') || lower.startsWith('ff');
}

export class FetchRefused extends Error {
  constructor(readonly reason: 'private' | 'status' | 'size' | 'timeout' | 'network' | 'scheme') {
    super(reason);
  }
}

interface Options {
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
  redirects?: number;
}

/**
 * GETs a web address for the "image from the web" upload. The address check happens in the
 * socket's own DNS lookup, so a name that resolves to a private address (or rebinds to one
 * between check and connect) is refused; redirects are followed (3 at most) under the same rule.
 */
export function fetchRemote(url: string, options: Options): Promise<Uint8Array> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.reject(new FetchRefused('scheme'));
  const guardedLookup: LookupFunction = (hostname, opts, callback) => {
    dnsLookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const bad = !options.allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (bad) return callback(new FetchRefused('private'), '', 0);
      if (opts.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
  // a literal IP never goes through lookup: check it here
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !options.allowPrivate && isPrivateAddress(host)) return Promise.reject(new FetchRefused('private'));

  return new Promise((resolve, reject) => {
    const get = target.protocol === 'https:' ? https.get : http.get;
    const req = get(target, { lookup: guardedLookup, timeout: options.timeoutMs, headers: { accept: 'image/*', 'user-agent': 'LightKit' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location && (options.redirects ?? 3) > 0) {
        res.resume();
        fetchRemote(new URL(res.headers.location, target).toString(), { ...options, redirects: (options.redirects ?? 3) - 1 }).then(resolve, reject);
        return;
      }
      if (status !== 200) {
        res.resume();
        return reject(new FetchRefused('status'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          req.destroy();
          reject(new FetchRefused('size'));
        } else chunks.push(chunk);
      });
      res.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      res.on('error', () => reject(new FetchRefused('network')));
    });
    req.on('timeout', () => {
      req.destroy();
      reject(new FetchRefused('timeout'));
    });
    req.on('error', (err) => reject(err instanceof FetchRefused ? err : new FetchRefused('network')));
  });
}
