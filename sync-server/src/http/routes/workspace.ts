import type { Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** The desktop's calls (spec 000 §7 documents): lists, folders, projects, trash, pins, shares. */
export function workspaceRoutes(router: Router, { services }: RouteDeps): void {
  const w = services.workspace;
  mount(router, 'doc/find', (input, ctx) => w.find(ctx.userId, input));
  mount(router, 'doc/createfolder', (input, ctx) => w.createFolder(ctx.userId, input.pid, input.name));
  mount(router, 'doc/createproject', ({ pid, ...fields }, ctx) => w.createProject(ctx.userId, pid, fields));
  mount(router, 'doc/updateproject', ({ id, ...fields }, ctx) => w.updateProject(ctx.userId, id, fields));
  mount(router, 'doc/getproject', (input, ctx) => w.getProject(ctx.userId, input.id));
  mount(router, 'doc/rename', (input, ctx) => w.rename(ctx.userId, input.id, input.name));
  mount(router, 'doc/copy', (input, ctx) => w.copy(ctx.userId, input.ids, input.dir));
  mount(router, 'doc/move', (input, ctx) => w.move(ctx.userId, input.ids, input.dir));
  mount(router, 'doc/remove', (input, ctx) => w.remove(ctx.userId, input.ids));
  mount(router, 'doc/foreverremove', (input, ctx) => w.foreverRemove(ctx.userId, input.ids));
  mount(router, 'doc/recover', (input, ctx) => w.recover(ctx.userId, input.ids));
  mount(router, 'doc/removelatest', (input, ctx) => w.removeLatest(ctx.userId, input.ids));
  mount(router, 'doc/trash', (input, ctx) => w.trash(ctx.userId, input.page));
  mount(router, 'doc/getfolders', (_input, ctx) => w.folders(ctx.userId));
  mount(router, 'doc/star', (input, ctx) => w.flag(ctx.userId, input.id, 'star', true));
  mount(router, 'doc/unstar', (input, ctx) => w.flag(ctx.userId, input.id, 'star', false));
  mount(router, 'doc/favor', (input, ctx) => w.flag(ctx.userId, input.id, 'favor', true));
  mount(router, 'doc/unfavor', (input, ctx) => w.flag(ctx.userId, input.id, 'favor', false));
  mount(router, 'doc/visit/find', (_input, ctx) => w.pinned(ctx.userId));
  mount(router, 'doc/visit/update', (input, ctx) => w.pin(ctx.userId, input.id, input.pin === '1'));
  mount(router, 'doc/getshare', (input, ctx) => services.sharing.get(ctx.userId, input.id));
  mount(router, 'doc/setshare', (input, ctx) => services.sharing.set(ctx.userId, input));
  mount(router, 'doc/visit/view', (input, ctx) => services.sharing.view(ctx.userId, input.id, input.password, ctx.ip));
}
