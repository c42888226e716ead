import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

export function appRoutes(router: Router, { services, links }: RouteDeps): void {
  mount(router, 'app/permission', (_input, ctx) => services.accounts.permissions(ctx.userId));
  mount(router, 'app/links', () => links);
}
