import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

export function appRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'app/permission', (_input, ctx) => services.accounts.permissions(ctx.userId));
}
