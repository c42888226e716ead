import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, parseCookies, sessionCookie } from './cookies';

describe('cookies', () => {
  it('parses a Cookie header, tolerating junk', () => {
    const jar = parseCookies('a=1; lk_sid=abc%2Bdef; junk; bad=%E0%A4%A');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('lk_sid')).toBe('abc+def');
    expect(jar.has('bad')).toBe(false);
  });

  it('makes the session cookie HttpOnly, SameSite=Lax, site-wide', () => {
    const cookie = sessionCookie('tok', 30 * 86_400_000, false);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    expect(sessionCookie('tok', 1000, true)).toContain('Secure');
    expect(clearedSessionCookie(false)).toContain('Max-Age=0');
  });
});
