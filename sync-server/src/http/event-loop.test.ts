import { maxHeaderSize } from 'node:http';
import { describe, expect, it } from 'vitest';
import { busyMs, EVENT_LOOP_BUDGET_MS } from '../../../test/helpers/timing';
import { pickLang } from '../../../shared/src/i18n';
import { MAX_UPLOAD_BYTES } from '../../../shared/src/protocol/source';
import { sniffImage } from '../blobs/sniff';
import { parseCookies } from './cookies';
import { hostOf } from './middleware/origin';

// Issue 21 point 2: no input may hold the server's event loop. The server reads these request
// headers itself; Node refuses a request whose headers pass maxHeaderSize (16 KB unless the
// process is started with --max-http-header-size), so that is the largest header there is.

const fill = (unit: string, before = '', after = '') => before + unit.repeat(Math.floor((maxHeaderSize - before.length - after.length) / unit.length)) + after;

describe('request headers, at the largest size Node accepts', () => {
  it.each([
    // split(';') and one indexOf('=') per part: the most parts, and parts with no `=`
    ['parseCookies: separators only', () => parseCookies(fill(';'))],
    ['parseCookies: names with no value', () => parseCookies(fill('a;'))],
    // every value a malformed escape: decodeURIComponent throws once per cookie
    ['parseCookies: malformed escapes', () => parseCookies(fill('a=%;'))],
    ['parseCookies: one long escaped value', () => parseCookies(fill('%41', 'lk_sid='))],
    // the WHATWG URL parser, on the Origin header
    ['hostOf: a long host', () => hostOf(fill('a', 'http://'))],
    ['hostOf: a long IPv6 literal', () => hostOf(fill(':', 'http://['))],
    ['hostOf: a long path', () => hostOf(fill('/', 'http://a'))],
    // Accept-Language: split(',') then split(';') per part
    ['pickLang: commas only', () => pickLang(fill(','))],
    ['pickLang: semicolons only', () => pickLang(fill(';'))],
    ['pickLang: one long tag', () => pickLang(fill('z', 'zh-'))],
  ])('%s', (_name, read) => {
    expect(busyMs(read)).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });
});

describe('uploaded bytes, at the largest upload', () => {
  it('sniffImage looks at the magic numbers, and at most the first 64 KB for an SVG root', () => {
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES).fill(0xff);
    expect(busyMs(() => sniffImage(bytes))).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });
});
