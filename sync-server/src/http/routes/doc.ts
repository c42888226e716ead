import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

export function docRoutes(router: Router, { services }: RouteDeps): void {
  const docs = services.documents;
  mount(router, 'doc/create', (input, ctx) => services.quota.creatingDocument(ctx.userId, () => docs.create(ctx.userId, input)));
  mount(router, 'doc/access', async (input, ctx) => ({ access: await docs.require(ctx.userId, input.id, false) }));
  mount(router, 'doc/load', async (input, ctx) => {
    const doc = await docs.load(ctx.userId, input.id);
    await services.workspace.markOpened(ctx.userId, input.id);
    return doc;
  });
  mount(router, 'doc/update', ({ id, ...body }, ctx) => docs.update(ctx.userId, id, body));
  mount(router, 'doc/history/find', (input, ctx) => docs.historyFind(ctx.userId, input.id));
  mount(router, 'doc/history/get', (input, ctx) => docs.historyGet(ctx.userId, input.id, input.ver));
  mount(router, 'doc/history/restore', (input, ctx) => docs.historyRestore(ctx.userId, input.id, input.ver));
}
