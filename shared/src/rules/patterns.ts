// Formats fixed by spec 000 §2 and §5. Kept as plain regular expressions so the server, the
// client forms and the route guard all test exactly the same thing.

/** Mainland mobile: starts with 1, second digit 2-9, 11 digits in all. */
export const MOBILE_PATTERN = /^1[2-9]\d{9}$/;
/**
 * A number a customer can be called on (a project's contact phone): a mainland mobile (spec 000
 * §5, optionally after +86), a landline with its area code (0571-88886666, 010 12345678, an
 * extension after a hyphen: 0571-88886666-801), a local number without one (88886666), or a
 * 400/800 service number (400-820-8820). Groups may be split by a hyphen or a space. The length
 * is looked at first, so a long input fails at once.
 */
export const PHONE_PATTERN = /^(?=.{7,24}$)(?:(?:\+?86[- ]?)?1[2-9]\d{9}|0\d{2,3}[- ]?[2-9]\d{6,7}(?:-\d{1,6})?|[2-9]\d{6,7}|[48]00[- ]?\d{3}[- ]?\d{4})$/;
/** Document, folder and project ids: 6-16 characters of 0-9/a-z. */
export const DOC_ID_PATTERN = /^[0-9a-z]{6,16}$/;
/** A sign-in token passed in a URL: 128-512 letters, digits, underscores or hyphens. */
export const URL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{128,512}$/;
/** Site statistics id: exactly 32 characters. */
export const STATS_ID_PATTERN = /^[0-9A-Za-z]{32}$/;
/** Account name: 4-16 letters, digits, underscores or hyphens, not all digits. */
export const USERNAME_PATTERN = /^(?![0-9]+$)[A-Za-z0-9_-]{4,16}$/;
/**
 * A pragmatic e-mail check: something@domain.tld with no spaces, at most 254 characters (the
 * longest address mail can carry). The length is looked at first, so a megabyte of text fails
 * after 255 characters instead of being read through (zod runs this refinement even when the
 * field's max has already failed).
 */
export const EMAIL_PATTERN = /^(?=.{1,254}$)[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** SMS codes are six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const isMobile = (s: string): boolean => MOBILE_PATTERN.test(s);
export const isPhone = (s: string): boolean => PHONE_PATTERN.test(s);
export const isDocId = (s: string): boolean => DOC_ID_PATTERN.test(s);
export const isUrlToken = (s: string): boolean => URL_TOKEN_PATTERN.test(s);
