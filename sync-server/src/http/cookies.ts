export const SESSION_COOKIE = 'lk_sid';

export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(raw));
    } catch {
      // a malformed value is ignored, not fatal
    }
  }
  return out;
}

/** HttpOnly, SameSite=Lax: scripts cannot read it and cross-site sub-requests do not carry it. */
export function sessionCookie(token: string, maxAgeMs: number, secure: boolean): string {
  const parts = [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export const clearedSessionCookie = (secure: boolean): string => sessionCookie('', 0, secure);
