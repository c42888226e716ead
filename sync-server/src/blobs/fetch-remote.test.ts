import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './fetch-remote';

describe('private addresses', () => {
  it('knows loopback, private, link-local, CGNAT, multicast and IPv6 local ranges', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2002:a00:1::1', 'not-an-ip']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '223.5.5.5', '2400:3200::1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('refuses every IPv6 form that embeds an IPv4 address, however it is spelled', () => {
    const forms = [
      // IPv4-compatible ::/96
      '::7f00:1',
      '::127.0.0.1',
      '0:0:0:0:0:0:7f00:1',
      '::a00:1',
      '::a9fe:a9fe',
      '::808:808',
      '::',
      // IPv4-translated ::ffff:0:0:0/96
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '0:0:0:0:ffff:0:7f00:1',
      '::ffff:0:a9fe:a9fe',
      '::ffff:0:808:808',
      // NAT64, well-known and local-use
      '64:ff9b::7f00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::808:808',
      '64:ff9b:1::a00:1',
      '64:ff9b:1:ffff::7f00:1',
      // 6to4 and Teredo
      '2002:7f00:1::1',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ];
    for (const ip of forms) expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it("refuses the host's own addresses, IPv4 (also mapped into IPv6) and IPv6", () => {
    const own = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
    // the machine has loopback at least; any other interface is checked the same way
    expect(own.length).toBeGreaterThan(0);
    for (const a of own) {
      expect(isPrivateAddress(a.address), a.address).toBe(true);
      if (a.family === 'IPv4') expect(isPrivateAddress(`::ffff:${a.address}`), `::ffff:${a.address}`).toBe(true);
    }
  });
});
