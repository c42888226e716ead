import { describe, expect, it } from 'vitest';
import { guardDecision, rootTarget, safeForward } from './guard-logic';

const page = { noAuth: false, isLogin: false };
const login = { noAuth: true, isLogin: true };
const view = { noAuth: true, isLogin: false };

describe('route guard', () => {
  it('fetches the session under the overlay before a protected page or Login', () => {
    expect(guardDecision(page, 'unknown', false)).toBe('fetch');
    expect(guardDecision(login, 'unknown', false)).toBe('fetch');
  });

  it('renders no-auth pages (View, 404) without waiting', () => {
    expect(guardDecision(view, 'unknown', false)).toBe('render');
    expect(guardDecision(view, 'out', false)).toBe('render');
  });

  it('sends the signed-out to Login and the signed-in away from it', () => {
    expect(guardDecision(page, 'out', false)).toBe('login');
    expect(guardDecision(login, 'out', false)).toBe('render');
    expect(guardDecision(login, 'in', true)).toBe('desktop');
    expect(guardDecision(page, 'in', true)).toBe('render');
  });

  it('fetches the session again when no app version is known', () => {
    expect(guardDecision(page, 'in', false)).toBe('fetch');
  });
});

describe('root redirect', () => {
  const token = 'T'.repeat(128);
  it('goes to the desktop, passing a well-formed token along', () => {
    expect(rootTarget('')).toBe('/desktop');
    expect(rootTarget('?a=1')).toBe('/desktop');
    expect(rootTarget(`?token=${token}`)).toBe(`/desktop?token=${token}`);
    expect(rootTarget('?token=short')).toBe('/desktop');
  });
});

describe('forward after sign-in', () => {
  it.each([
    [null, '/desktop'],
    ['/desktop?dir=star', '/desktop?dir=star'],
    ['//evil.example', '/desktop'],
    ['https://evil.example', '/desktop'],
    ['/\\evil.example', '/desktop'],
    ['/login', '/desktop'],
  ])('%s → %s', (forward, expected) => expect(safeForward(forward)).toBe(expected));
});
