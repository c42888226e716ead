import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';

/*
 * Where a fetch may not go: this machine, private networks, link-local (cloud metadata),
 * carrier NAT, multicast, and every IPv6 form that embeds an IPv4 address.
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv4');
}
/*
 * IPv4-mapped addresses (::ffff:a.b.c.d, any spelling) are the one embedding kept: the socket
 * connects to the IPv4 address itself, and BlockList checks them against the IPv4 rules.
 * Every other embedding is refused whole rather than decoded, since where it leads depends on
 * the host's stack or on a gateway we cannot see, and a picture fetcher never needs one:
 *   ::/96           IPv4-compatible (deprecated; covers :: and ::1; some stacks and tunnels
 *                   deliver ::7f00:1 to 127.0.0.1)
 *   ::ffff:0:0:0/96 IPv4-translated (SIIT)
 *   64:ff9b::/96, 64:ff9b:1::/48  NAT64, well-known and local-use
 *   2002::/16 6to4, 2001::/32 Teredo
 */
for (const [net, bits] of [['::', 96], ['::ffff:0:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['2002::', 16], ['2001::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv6');
}

/**
 * This machine's own addresses, read at every check (it is cheap) so an interface that came
 * up after start is covered: a public address of the server reaches its own services as
 * surely as 127.0.0.1 does.
 */
function ownAddresses(): BlockList {
  const own = new BlockList();
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) own.addAddress(a.address, a.family === 'IPv4' ? 'ipv4' : 'ipv6');
  }
  return own;
}

/** An address a fetch may not reach (also anything that is not an address). */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return BLOCKED.check(ip, type) || ownAddresses().check(ip, type);
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
    // the socket timeout only measures silence; this bounds the whole transfer
    const deadline = setTimeout(() => {
      req.destroy();
      reject(new FetchRefused('timeout'));
    }, options.timeoutMs * 2);
    const done = <T>(fn: (v: T) => void) => (v: T) => {
      clearTimeout(deadline);
      fn(v);
    };
    resolve = done(resolve);
    reject = done(reject);
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
