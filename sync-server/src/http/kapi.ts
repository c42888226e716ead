import type { Router } from 'express';
import { Code } from '../../../shared/src/protocol/codes';
import { ok } from '../../../shared/src/protocol/envelope';
import { endpoints, type EndpointName, type ParsedRequestOf, type ResponseOf } from '../../../shared/src/protocol/endpoints';
import { AppError } from '../services/app-error';
import { contextOf, type KapiContext } from './context';
import { refuseCrossSite } from './middleware/origin';

export type Handler<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  ctx: KapiContext & { userId: N extends AuthedName ? number : number | null },
) => ResponseOf<N> | Promise<ResponseOf<N>>;

type AuthedName = { [N in EndpointName]: (typeof endpoints)[N]['auth'] extends true ? N : never }[EndpointName];

/**
 * Mounts one call of the shared endpoint table: method and path from the table, input parsed
 * with its schema (query for GET, JSON body for POST), sign-in enforced, answer wrapped in the
 * envelope. Handlers therefore only ever see valid input.
 */
export function mount<N extends EndpointName>(router: Router, name: N, handler: Handler<N>): void {
  const def = endpoints[name];
  const method = def.method === 'GET' ? 'get' : 'post';
  router[method](`/${name}`, async (req, res) => {
    const ctx = contextOf(req, res);
    if (def.auth && ctx.userId === null) throw new AppError(Code.LOGGED_OUT, 'errors.notLoggedIn', {}, {}, 401);
    if ('writes' in def && def.writes) refuseCrossSite(req);
    const raw: unknown = def.method === 'GET' ? req.query : (req.body ?? {});
    const input = def.request.parse(raw) as ParsedRequestOf<N>;
    const data = await handler(input, ctx as Parameters<Handler<N>>[1]);
    res.json(ok(data));
  });
}
