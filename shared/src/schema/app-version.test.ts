import { describe, expect, it } from 'vitest';
import { declaredSchema, tooNewForApp, writesAllowed } from './app-version';
import { SCHEMA_VERSION } from './migrations';

describe('app version against document schema', () => {
  it('a document newer than the app is too new; equal or older is not', () => {
    expect(tooNewForApp(SCHEMA_VERSION + 1)).toBe(true);
    expect(tooNewForApp(SCHEMA_VERSION)).toBe(false);
    expect(tooNewForApp(0)).toBe(false);
    expect(tooNewForApp(3, 2)).toBe(true);
    expect(tooNewForApp(2, 3)).toBe(false);
  });

  it('reads the declared version from the socket parameter', () => {
    expect(declaredSchema('2')).toBe(2);
    expect(declaredSchema('0')).toBe(0);
    expect(declaredSchema(null)).toBeNull();
    expect(declaredSchema('')).toBeNull();
    expect(declaredSchema('1.5')).toBeNull();
    expect(declaredSchema('-1')).toBeNull();
    expect(declaredSchema('9999999')).toBeNull();
  });

  it('the server takes writes from an app at least as new as the document, and from one that declares nothing', () => {
    expect(writesAllowed(1, 2)).toBe(false);
    expect(writesAllowed(2, 2)).toBe(true);
    expect(writesAllowed(3, 2)).toBe(true);
    expect(writesAllowed(null, 2)).toBe(true);
  });
});
