import type { Router } from 'express';
import type { LoginRequest } from '../../../../shared/src/protocol/auth';
import { clearedSessionCookie, sessionCookie } from '../cookies';
import type { KapiContext } from '../context';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

export function authRoutes(router: Router, deps: RouteDeps): void {
  const { services, view, now, cookieSecure } = deps;

  const login = (input: LoginRequest, ip: string) => {
    if ('token' in input) return services.auth.loginToken(input.token);
    if ('code' in input) return services.auth.loginSms(input.mobile, input.code, ip);
    return services.auth.loginPassword(input.username, input.password, ip);
  };

  const startSession = async (ctx: KapiContext, userId: number) => {
    if (ctx.sessionToken) await services.sessions.destroy(ctx.sessionToken);
    const { token, expiresAt } = await services.sessions.create(userId, { ip: ctx.ip, userAgent: ctx.req.get('user-agent') ?? '' });
    ctx.res.append('Set-Cookie', sessionCookie(token, expiresAt - now(), cookieSecure));
  };

  mount(router, 'auth/get', (_input, ctx) => (ctx.userId === null ? { login: false } : view(ctx.userId)));

  mount(router, 'auth/login', async (input, ctx) => {
    const user = await login(input, ctx.ip);
    await startSession(ctx, user.id);
    return view(user.id);
  });

  mount(router, 'auth/sendsms', async (input, ctx) => ({ cooldown: await services.auth.sendSms(input.mobile, ctx.ip) }));

  mount(router, 'auth/logout', async (_input, ctx) => {
    if (ctx.sessionToken) await services.sessions.destroy(ctx.sessionToken);
    ctx.res.append('Set-Cookie', clearedSessionCookie(cookieSecure));
    return null;
  });

  mount(router, 'auth/ping', () => ({ version: deps.version() }));

  mount(router, 'auth/commit', async (input, ctx) => {
    const changesPassword = input.password !== '';
    // proven before anything is written: a refused proof changes nothing
    if (changesPassword) await services.auth.provePasswordChange(ctx.userId, input);
    await services.accounts.commit(ctx.userId, input);
    // a new password ends every other session (and their sync sockets); this one stays
    if (changesPassword) await services.sessions.destroyOthers(ctx.userId, ctx.sessionToken);
    return view(ctx.userId);
  });

  mount(router, 'auth/setting', (input, ctx) => services.accounts.saveSetting(ctx.userId, input));

  mount(router, 'auth/usesite', async (input, ctx) => {
    await services.accounts.useSite(ctx.userId, input.id);
    return view(ctx.userId);
  });
}
