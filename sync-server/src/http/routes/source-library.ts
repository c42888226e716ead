import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** The material library (issue 20, spec 000 §7): tree, list, folders, filing, tags and the trash. */
export function sourceLibraryRoutes(router: Router, { services }: RouteDeps): void {
  const lib = services.sourceLibrary;
  mount(router, 'source/tree', (_input, ctx) => lib.tree(ctx.userId, ctx.lang));
  mount(router, 'source/find', (input, ctx) => lib.find(ctx.userId, input));
  mount(router, 'source/mkdir', (input, ctx) => lib.mkdir(ctx.userId, input.pid, input.name));
  mount(router, 'source/rename', (input, ctx) => lib.rename(ctx.userId, input.id, input.name, input.folder));
  mount(router, 'source/move', (input, ctx) => lib.move(ctx.userId, input.ids, input.dir));
  mount(router, 'source/movefolder', (input, ctx) => lib.moveFolder(ctx.userId, input.id, input.pid));
  mount(router, 'source/remove', (input, ctx) => lib.remove(ctx.userId, input.ids));
  mount(router, 'source/removefolder', (input, ctx) => lib.removeFolder(ctx.userId, input.id));
  mount(router, 'source/tag', (input, ctx) => lib.tag(ctx.userId, input));
  mount(router, 'source/trash', (input, ctx) => lib.trash(ctx.userId, input.dir, input.page));
  mount(router, 'source/restore', (input, ctx) => lib.restore(ctx.userId, input));
  mount(router, 'source/emptytrash', (input, ctx) => lib.emptyTrash(ctx.userId, input.dir));
}
