import { describe, expect, it } from 'vitest';
import {
  AccountFormSchema,
  accountFormSubmittable,
  passwordProblem,
  usernameChangeProblem,
  usernameProblem,
  UserSettingSchema,
} from './account';

const firstMessage = (input: unknown) => {
  const result = AccountFormSchema.safeParse(input);
  return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('account name rule (4-16 of letters, digits, _ and -, not all digits)', () => {
  it.each([
    ['abc', 'rules.usernameInvalid'],
    ['abcd', null],
    ['a'.repeat(16), null],
    ['a'.repeat(17), 'rules.usernameInvalid'],
    ['1234', 'rules.usernameInvalid'],
    ['12345678', 'rules.usernameInvalid'],
    ['1234a', null],
    ['li_ming-2', null],
    ['li ming', 'rules.usernameInvalid'],
    ['李明设计师', 'rules.usernameInvalid'],
    ['li.ming', 'rules.usernameInvalid'],
  ])('%s → %s', (name, expected) => {
    expect(usernameProblem(name)).toBe(expected);
  });
});

describe('password rule (6-16, two of digits/letters/~!@#$%^&*)', () => {
  it.each([
    ['ab12c', 'rules.passwordLength'],
    ['ab12cd', null],
    ['ab12cdab12cdab12', null],
    ['ab12cdab12cdab12x', 'rules.passwordLength'],
    ['123456', 'rules.passwordKinds'],
    ['abcdef', 'rules.passwordKinds'],
    ['!@#$%^', 'rules.passwordKinds'],
    ['abc!@#', null],
    ['123!@#', null],
    ['abc 123', 'rules.passwordChars'],
    ['abc123中', 'rules.passwordChars'],
  ])('%s → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe('account form', () => {
  const valid = { username: 'liming', nickname: '李明' };

  it('accepts a minimal form and fills defaults', () => {
    const form = AccountFormSchema.parse(valid);
    expect(form).toMatchObject({ name: '', password: '', password1: '' });
    // no gender given is no choice made: never "male" by default
    expect(form.gender).toBeUndefined();
  });

  it('trims the nickname and requires it', () => {
    expect(firstMessage({ ...valid, nickname: '   ' })).toEqual({ path: 'nickname', message: 'rules.nicknameRequired' });
    expect(firstMessage({ username: 'liming' })).toEqual({ path: 'nickname', message: 'rules.nicknameRequired' });
    expect(AccountFormSchema.parse({ ...valid, nickname: '  李明  ' }).nickname).toBe('李明');
  });

  it('limits nickname, name, company, department and position to 32', () => {
    for (const [field, message] of [
      ['nickname', 'rules.nicknameTooLong'],
      ['name', 'rules.nameTooLong'],
      ['company', 'rules.companyTooLong'],
      ['department', 'rules.departmentTooLong'],
      ['position', 'rules.positionTooLong'],
    ] as const) {
      expect(firstMessage({ ...valid, [field]: '光'.repeat(32) })).toBeNull();
      expect(firstMessage({ ...valid, [field]: '光'.repeat(33) })).toEqual({ path: field, message });
    }
  });

  it('treats a blank password as unchanged', () => {
    expect(firstMessage({ ...valid, password: '', password1: 'whatever' })).toBeNull();
  });

  it('asks for the confirmation, then for a match', () => {
    expect(firstMessage({ ...valid, password: 'light2026' })).toEqual({ path: 'password1', message: 'rules.password1Required' });
    expect(firstMessage({ ...valid, password: 'light2026', password1: 'light2027' })).toEqual({
      path: 'password1',
      message: 'rules.password1Mismatch',
    });
    expect(firstMessage({ ...valid, password: 'light2026', password1: 'light2026' })).toBeNull();
  });

  it('checks the password itself before its confirmation', () => {
    expect(firstMessage({ ...valid, password: '123456', password1: '123456' })).toEqual({ path: 'password', message: 'rules.passwordKinds' });
  });

  it('checks a filled account name, allows an empty one', () => {
    expect(firstMessage({ ...valid, username: '' })).toBeNull();
    expect(firstMessage({ ...valid, username: '99999' })).toEqual({ path: 'username', message: 'rules.usernameInvalid' });
  });

  it('knows only two genders, and "not chosen"', () => {
    expect(firstMessage({ ...valid, gender: 1 })).toBeNull();
    expect(firstMessage({ ...valid, gender: 0 })).toBeNull();
    expect(firstMessage({ ...valid, gender: null })).toBeNull();
    expect(firstMessage({ ...valid, gender: 2 })).toEqual({ path: 'gender', message: 'rules.genderInvalid' });
  });
});

describe('OK button of the account dialog', () => {
  it('is disabled without an account name when none is set yet', () => {
    expect(accountFormSubmittable({ username: '', nickname: '李明' }, '')).toBe(false);
    expect(accountFormSubmittable({ username: 'liming', nickname: '李明' }, '')).toBe(true);
    expect(accountFormSubmittable({ username: '', nickname: '李明' }, 'liming')).toBe(true);
  });

  it('is disabled with an empty nickname', () => {
    expect(accountFormSubmittable({ username: 'liming', nickname: '  ' }, 'liming')).toBe(false);
  });
});

describe('account name cannot change once set', () => {
  it.each([
    ['', 'newname', null],
    ['liming', 'liming', null],
    ['liming', '', null],
    ['liming', 'other', 'rules.usernameFixed'],
  ])('%s → %s: %s', (current, requested, expected) => {
    expect(usernameChangeProblem(current, requested)).toBe(expected);
  });
});

describe('company settings', () => {
  it('accepts empty contact fields and checks filled ones', () => {
    expect(UserSettingSchema.parse({}).email).toBe('');
    expect(UserSettingSchema.safeParse({ email: 'a@b.cn' }).success).toBe(true);
    expect(UserSettingSchema.safeParse({ email: 'not-mail' }).error?.issues[0]?.message).toBe('rules.emailInvalid');
    expect(UserSettingSchema.safeParse({ mobile: '1381234567' }).error?.issues[0]?.message).toBe('rules.mobileInvalid');
    expect(UserSettingSchema.safeParse({ mobile: '13812345678' }).success).toBe(true);
  });
});
