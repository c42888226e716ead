import { describe, expect, it } from 'vitest';
import { busyMs, EVENT_LOOP_BUDGET_MS } from '../../../test/helpers/timing';
import { LoginRequestSchema } from '../protocol/auth';
import { DocIdSchema } from '../protocol/doc';
import { SourceFetchSchema, SourceVerifySchema } from '../protocol/source';
import { AccountFormSchema, passwordProblem, usernameProblem, UserSettingSchema } from './account';
import { DOC_ID_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN, PHONE_PATTERN, SMS_CODE_PATTERN, STATS_ID_PATTERN, URL_TOKEN_PATTERN, USERNAME_PATTERN } from './patterns';

// Issue 21 point 2: no input may hold the server's event loop. Every regular expression that
// sees what a caller sent gets the input that makes it work hardest, at the largest size the
// server takes: a JSON body is at most 1 MB (JSON_BODY_LIMIT in sync-server/src/app.ts), and
// zod runs a refinement even after the field's max has failed, so a pattern may see all of it.

const BODY_MAX = 1024 * 1024;
const fill = (unit: string, before = '', after = '') => before + unit.repeat(Math.floor((BODY_MAX - before.length - after.length) / unit.length)) + after;

describe('the account and document patterns, at a whole body', () => {
  it.each([
    // `^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$`: every `.x` is a repetition the engine has to give back
    // one by one when the end fails; now the length is looked at first, so it stops at 255.
    ['EMAIL_PATTERN: dotted labels, then a space', EMAIL_PATTERN, fill('.a', 'a@b', ' ')],
    ['EMAIL_PATTERN: no `@`', EMAIL_PATTERN, fill('a')],
    ['EMAIL_PATTERN: `@` everywhere', EMAIL_PATTERN, fill('a@')],
    // `(?![0-9]+$)` reads a run of digits to its end before the length is checked
    ['USERNAME_PATTERN: digits only', USERNAME_PATTERN, fill('1')],
    ['USERNAME_PATTERN: digits, then a letter', USERNAME_PATTERN, fill('1', '', 'a')],
    // anchored, fixed or bounded lengths: they fail at the first character past the bound
    ['MOBILE_PATTERN: digits only', MOBILE_PATTERN, fill('1')],
    ['PHONE_PATTERN: digits only', PHONE_PATTERN, fill('1')],
    ['PHONE_PATTERN: digit groups', PHONE_PATTERN, fill('0571-', '', 'x')],
    ['SMS_CODE_PATTERN: digits only', SMS_CODE_PATTERN, fill('1')],
    ['DOC_ID_PATTERN: id characters only', DOC_ID_PATTERN, fill('a')],
    ['URL_TOKEN_PATTERN: token characters only', URL_TOKEN_PATTERN, fill('a')],
    ['STATS_ID_PATTERN: id characters only', STATS_ID_PATTERN, fill('a')],
  ])('%s', (_name, pattern, input) => {
    expect(busyMs(() => pattern.test(input))).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });

  it('the e-mail length bound keeps every address mail can carry', () => {
    const at254 = `li@${'a'.repeat(248)}.cn`;
    expect(at254).toHaveLength(254);
    expect(EMAIL_PATTERN.test(at254)).toBe(true);
    expect(EMAIL_PATTERN.test(`l${at254}`)).toBe(false);
  });
});

describe('the validators built on them, at a whole body', () => {
  it.each([
    ['usernameProblem: digits only', () => usernameProblem(fill('1'))],
    // the length is checked before its three patterns
    ['passwordProblem: allowed characters only', () => passwordProblem(fill('a1'))],
    ['UserSettingSchema: e-mail of dotted labels', () => UserSettingSchema.safeParse({ email: fill('.a', 'a@b', ' x') })],
    ['UserSettingSchema: mobile of digits', () => UserSettingSchema.safeParse({ mobile: fill('1') })],
    ['AccountFormSchema: username of digits', () => AccountFormSchema.safeParse({ nickname: '李', username: fill('1') })],
    ['AccountFormSchema: password of allowed characters', () => AccountFormSchema.safeParse({ nickname: '李', password: fill('a1') })],
    ['auth/login: mobile and code of digits', () => LoginRequestSchema.safeParse({ mobile: fill('1'), code: '1' })],
    ['auth/login: code of digits', () => LoginRequestSchema.safeParse({ mobile: '13812345678', code: fill('1') })],
    ['auth/login: token characters', () => LoginRequestSchema.safeParse({ token: fill('a') })],
    ['doc ids: id characters', () => DocIdSchema.safeParse(fill('a'))],
    // `^https?:\/\/[^\s]+$`: the run gives back one character at a time when a space ends it
    ['source/fetch: a URL ending in a space', () => SourceFetchSchema.safeParse({ url: fill('a', 'http://', ' x') })],
    ['source/verify: hash of hex digits', () => SourceVerifySchema.safeParse({ filename: fill('a') })],
  ])('%s', (_name, validate) => {
    expect(busyMs(validate)).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });
});
