import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** The designer's custom scene and activity names (issue 11): only the signed-in account's own. */
export function nameRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'names/get', (_input, ctx) => services.names.get(ctx.userId));
  mount(router, 'names/merge', (input, ctx) => services.names.merge(ctx.userId, input));
}
