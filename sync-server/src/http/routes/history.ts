import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** Named versions (保存版本); the rest of history is in doc.ts. */
export function historyRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'doc/history/save', (input, ctx) => services.history.save(ctx.userId, input.id, input.label));
  mount(router, 'doc/verify', (input, ctx) => services.verify.verify(ctx.userId, input.id));
}
