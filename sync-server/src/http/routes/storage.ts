import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** The account's storage use, shown in settings. */
export function storageRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'auth/storage', (_input, ctx) => services.quota.usage(ctx.userId));
}
