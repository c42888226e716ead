import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from './auth';

const messageOf = (body: unknown) => LoginRequestSchema.safeParse(body).error?.issues[0]?.message;

describe('login request', () => {
  it('routes by keys to password, SMS or token sign-in', () => {
    expect(LoginRequestSchema.parse({ username: ' alice ', password: 'x' })).toEqual({ username: 'alice', password: 'x' });
    expect(LoginRequestSchema.parse({ mobile: '13812345678', code: '012345' })).toEqual({ mobile: '13812345678', code: '012345' });
    const token = 'a'.repeat(128);
    expect(LoginRequestSchema.parse({ token })).toEqual({ token });
  });

  it('names the missing field in words a user reads', () => {
    expect(messageOf({ username: 'alice' })).toBe('login.needPassword');
    expect(messageOf({})).toBe('login.needUsername');
    expect(messageOf({ mobile: '13812345678' })).toBe('rules.codeInvalid');
    expect(messageOf({ mobile: '12345', code: '123456' })).toBe('rules.mobileInvalid');
    expect(messageOf({ mobile: '13812345678', code: '12345' })).toBe('rules.codeInvalid');
    expect(messageOf({ token: 'short' })).toBe('errors.tokenInvalid');
    expect(messageOf(null)).toBe('login.needUsername');
  });
});
