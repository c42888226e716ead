import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const noStack = (text: string) => expect(text).not.toMatch(/at .*\.(ts|js):\d+|Error:|<html/i);

describe('/kapi envelope', () => {
  it('answers success as {status 0, code, message, extra, data}', async () => {
    const res = await newClient(server.url).get('auth/get');
    expect(res).toMatchObject({ status: 0, code: 0, message: '', extra: {}, data: { login: false } });
  });

  it('answers malformed JSON with a Chinese message', async () => {
    const { response } = await newClient(server.url).raw('POST', '/kapi/auth/login', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    const body = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ status: 1, code: 4001, message: '请求数据不是有效的JSON' });
    noStack(body);
  });

  it('answers an unknown route in the envelope', async () => {
    const res = await newClient(server.url).get('doc/nothing-here');
    expect(res).toMatchObject({ status: 1, code: 4004, http: 404 });
    expect(res.message).toContain('接口不存在');
  });

  it('answers the wrong method as an unknown route, not an HTML page', async () => {
    const res = await newClient(server.url).get('auth/login');
    expect(res).toMatchObject({ status: 1, code: 4004 });
  });

  it('refuses an oversize body', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' });
    const { response } = await newClient(server.url).raw('POST', '/kapi/auth/login', { body: big, headers: { 'content-type': 'application/json' } });
    const body = await response.text();
    expect(response.status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ status: 1, code: 4130, message: '请求内容过大' });
  });

  it('refuses wrong types with a message naming the problem', async () => {
    const client = newClient(server.url);
    const res = await client.post('auth/login', { username: 42, password: ['x'] });
    expect(res).toMatchObject({ status: 1, code: 4000, message: '请输入账号或手机号', extra: { field: 'username' } });
    const sms = await client.post('auth/sendsms', { mobile: 13812345678 });
    expect(sms).toMatchObject({ status: 1, code: 4000, message: '请输入正确的手机号' });
  });

  it('answers in the caller language (X-Lang, then Accept-Language)', async () => {
    const en = await newClient(server.url).post('auth/login', { username: 'ghost', password: 'nope' }, { 'x-lang': 'en' });
    expect(en.message).toBe('Wrong account or password');
    const tw = await newClient(server.url).post('auth/login', { username: 'ghost', password: 'nope' }, { 'accept-language': 'zh-TW' });
    expect(tw.message).toBe('帳號或密碼錯誤');
  });

  it('requires sign-in for protected calls with the session-ending code 2021', async () => {
    const res = await newClient(server.url).post('auth/commit', { nickname: 'x' });
    expect(res).toMatchObject({ status: 1, code: 2021, http: 401, message: '登录已失效，请重新登录' });
  });

  it('answers a thrown error with a generic message and no stack trace', async () => {
    const broken = await newServer();
    const client = newClient(broken.url);
    await broken.database.close(); // every query now throws
    const res = await client.get('auth/ping');
    expect(res.status).toBe(0); // no database needed
    const { response } = await client.raw('GET', '/kapi/app/permission', { headers: { cookie: 'lk_sid=whatever' } });
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ status: 1, code: 5000, message: '服务器开小差了，请稍后重试' });
    noStack(body);
    await broken.stop();
  });
});
