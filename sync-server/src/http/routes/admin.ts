import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** The admin page's calls; the service refuses anyone without the admin flag. */
export function adminRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'admin/users', (input, ctx) => services.admin.users(ctx.userId, input));
  mount(router, 'admin/update', (input, ctx) => services.admin.update(ctx.userId, input));
}
