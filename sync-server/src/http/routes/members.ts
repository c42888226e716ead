import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** Colleagues on a document (issue 18): list, invite/change/remove, leave, company people. */
export function memberRoutes(router: Router, { services }: RouteDeps): void {
  const members = services.members;
  mount(router, 'doc/member/find', (input, ctx) => members.find(ctx.userId, input.id));
  mount(router, 'doc/member/set', (input, ctx) => members.set(ctx.userId, input));
  mount(router, 'doc/member/leave', (input, ctx) => members.leave(ctx.userId, input.id));
  mount(router, 'doc/member/colleagues', (input, ctx) => members.colleagues(ctx.userId, input.id));
}
