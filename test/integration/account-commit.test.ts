import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/src/protocol/auth';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

describe('POST /kapi/auth/commit (my account)', () => {
  it('saves the profile and answers the updated User', async () => {
    const { client } = await newUser(server, { username: 'profile1' });
    const res = await client.post<User>('auth/commit', {
      username: 'profile1',
      nickname: '  张灯  ',
      name: '张三',
      gender: 1,
      company: '光影照明',
      department: '设计部',
      position: '照明设计师',
    });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ nickname: '张灯', name: '张三', gender: 1, company: '光影照明', department: '设计部', position: '照明设计师' });
    expect((await client.get<User>('auth/get')).data.nickname).toBe('张灯');
  });

  it.each([
    [{ nickname: '' }, '请输入昵称', 'nickname'],
    [{ nickname: '光'.repeat(33) }, '昵称最多32个字符', 'nickname'],
    [{ nickname: 'ok', name: '光'.repeat(33) }, '姓名最多32个字符', 'name'],
    [{ nickname: 'ok', company: '光'.repeat(33) }, '公司名称最多32个字符', 'company'],
    [{ nickname: 'ok', position: '光'.repeat(33) }, '职位最多32个字符', 'position'],
    [{ nickname: 'ok', password: 'abc12' }, '密码长度为6-16位', 'password'],
    [{ nickname: 'ok', password: '12345678' }, '密码需包含数字、字母和特殊字符(~!@#$%^&*)中的至少两种', 'password'],
    [{ nickname: 'ok', password: 'light2026' }, '请再次输入密码', 'password1'],
    [{ nickname: 'ok', password: 'light2026', password1: 'light2027' }, '两次输入的密码不一致', 'password1'],
  ])('refuses %j with "%s"', async (input, message, field) => {
    const { client } = await newUser(server);
    const res = await client.post('auth/commit', input);
    expect(res).toMatchObject({ status: 1, code: 4000, message, extra: { field } });
  });

  it('answers rule messages in English when asked', async () => {
    const { client } = await newUser(server);
    const res = await client.post('auth/commit', { nickname: ' ' }, { 'x-lang': 'en' });
    expect(res.message).toBe('Please enter a nickname');
  });

  it('keeps the password when left blank, changes it when filled', async () => {
    const { client, username } = await newUser(server, { password: 'first2026' });
    expect((await client.post('auth/commit', { username, nickname: 'n', password: '', password1: '' })).status).toBe(0);
    expect((await newClient(server.url).post('auth/login', { username, password: 'first2026' })).status).toBe(0);
    expect((await client.post('auth/commit', { username, nickname: 'n', password: 'second#26', password1: 'second#26', old_password: 'first2026' })).status).toBe(0);
    expect((await newClient(server.url).post('auth/login', { username, password: 'first2026' })).status).toBe(1);
    expect((await newClient(server.url).post('auth/login', { username, password: 'second#26' })).status).toBe(0);
  });

  it('lets an SMS account choose its account name once, then never change it', async () => {
    const client = newClient(server.url);
    await client.post('auth/sendsms', { mobile: '13600001234' });
    await client.post('auth/login', { mobile: '13600001234', code: server.sms.lastCode('13600001234') });
    // an account made by SMS has no password yet: a code to its mobile proves it is the owner
    server.clock.advance(61_000);
    await client.post('auth/sendsms', { mobile: '13600001234' });
    const named = await client.post<User>('auth/commit', { username: 'smsuser', nickname: '短信用户', password: 'light2026', password1: 'light2026', sms_code: server.sms.lastCode('13600001234') });
    expect(named.data).toMatchObject({ username: 'smsuser', first: false });
    const renamed = await client.post('auth/commit', { username: 'another', nickname: '短信用户' });
    expect(renamed).toMatchObject({ status: 1, message: '账号设置后不能修改', extra: { field: 'username' } });
    // the new name and password now sign in
    expect((await newClient(server.url).post('auth/login', { username: 'smsuser', password: 'light2026' })).status).toBe(0);
  });

  it('refuses an account name someone else has, whatever its case', async () => {
    await newUser(server, { username: 'TakenName' });
    const client = newClient(server.url);
    await client.post('auth/sendsms', { mobile: '13600005678' });
    await client.post('auth/login', { mobile: '13600005678', code: server.sms.lastCode('13600005678') });
    const res = await client.post('auth/commit', { username: 'takenname', nickname: 'x' });
    expect(res).toMatchObject({ status: 1, code: 1005, message: '该账号已被使用' });
  });

  it('refuses an invalid account name', async () => {
    const client = newClient(server.url);
    await client.post('auth/sendsms', { mobile: '13600009999' });
    await client.post('auth/login', { mobile: '13600009999', code: server.sms.lastCode('13600009999') });
    const res = await client.post('auth/commit', { username: '123456', nickname: 'x' });
    expect(res).toMatchObject({ status: 1, message: '账号不合法：由字母、数字、下划线或中划线组成，长度4-16位，不能全为数字' });
  });

  it('ignores the mobile field: it is read-only in the dialog', async () => {
    const { client, user } = await newUser(server);
    const res = await client.post<User>('auth/commit', { nickname: 'x', mobile: '13512345678' });
    expect(res.data.mobile).toBe(user.mobile);
  });
});

describe('gender', () => {
  it('is "not chosen" (null) for a new account, stays so until chosen, and a form without it keeps the choice', async () => {
    const { client } = await newUser(server, { username: 'gender1' });
    expect((await client.get<User>('auth/get')).data.gender).toBeNull();
    // saving other fields does not choose a gender
    expect((await client.post<User>('auth/commit', { username: 'gender1', nickname: '未选性别' })).data.gender).toBeNull();
    expect((await client.post<User>('auth/commit', { username: 'gender1', nickname: '未选性别', gender: null })).data.gender).toBeNull();
    // chosen: female, then a form that leaves gender out keeps it
    expect((await client.post<User>('auth/commit', { username: 'gender1', nickname: '选了', gender: 1 })).data.gender).toBe(1);
    expect((await client.post<User>('auth/commit', { username: 'gender1', nickname: '还是她' })).data.gender).toBe(1);
    expect((await client.post<User>('auth/commit', { username: 'gender1', nickname: '改了', gender: 0 })).data.gender).toBe(0);
    expect((await client.get<User>('auth/get')).data.gender).toBe(0);
    expect(await client.post('auth/commit', { username: 'gender1', nickname: 'x', gender: 2 })).toMatchObject({ status: 1 });
  });
});
