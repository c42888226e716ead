import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** The scene trial tool's scene sets (issue 16): only the signed-in account's own. */
export function sdbRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'sdb/list', (_input, ctx) => services.sdb.list(ctx.userId));
  mount(router, 'sdb/save', (input, ctx) => services.sdb.save(ctx.userId, input));
  mount(router, 'sdb/remove', (input, ctx) => services.sdb.remove(ctx.userId, input.id));
}
