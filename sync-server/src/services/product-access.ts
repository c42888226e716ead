import { Code } from '../../../shared/src/protocol/codes';
import type { ProductStore } from '../../../shared/src/protocol/product';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';

// Who may read and write which product store (issue 13). A store is an owner key: 'system',
// 'site:<id>' (a company) or 'user:<id>'. The built-in catalogue is read-only for everyone; a
// company's is read by its members and written by its admins; mine by me alone. A product the
// caller may not read is answered exactly as a missing one, so ids leak nothing.

export const SYSTEM = 'system';
export const userOwner = (userId: number) => `user:${userId}`;
export const siteOwner = (siteId: number) => `site:${siteId}`;

export interface Caller {
  userId: number;
  /** users.is_admin: edits the built-in catalogue's categories and groups */
  globalAdmin: boolean;
  mine: string;
  /** the current site when it is a company the caller belongs to */
  company: { owner: string; admin: boolean } | null;
  /** every store the caller reads: system, mine, and each company it belongs to */
  readable: string[];
  /** the companies whose catalogue the caller administers */
  adminOf: Set<string>;
}

export async function callerOf(repos: Repos, userId: number): Promise<Caller> {
  const rows = await repos.sites.accessOf(userId);
  const user = rows[0];
  if (!user) throw new AppError(Code.LOGGED_OUT, 'errors.notLoggedIn', {}, {}, 401);
  const companies = rows.flatMap((m) => (m.site_id !== null && m.is_company === 1 ? [{ site_id: Number(m.site_id), role: m.role }] : []));
  const current = companies.find((m) => m.site_id === Number(user.current_site));
  return {
    userId,
    globalAdmin: user.is_admin === 1,
    mine: userOwner(userId),
    company: current ? { owner: siteOwner(current.site_id), admin: current.role === 'admin' } : null,
    readable: [SYSTEM, userOwner(userId), ...companies.map((m) => siteOwner(m.site_id))],
    adminOf: new Set(companies.filter((m) => m.role === 'admin').map((m) => siteOwner(m.site_id))),
  };
}

export function storeOf(owner: string): ProductStore {
  return owner === SYSTEM ? 'system' : owner.startsWith('site:') ? 'company' : 'mine';
}

/** The owner key of a store for reading. */
export function readOwner(caller: Caller, store: ProductStore): string {
  if (store === 'system') return SYSTEM;
  if (store === 'mine') return caller.mine;
  if (!caller.company) throw new AppError(Code.REFUSED, 'product.noCompany');
  return caller.company.owner;
}

/** The owner key of a store the caller writes products into; refuses the read-only ones. */
export function writeOwner(caller: Caller, store: ProductStore): string {
  if (store === 'system') throw new AppError(Code.REFUSED, 'product.readOnly');
  const owner = readOwner(caller, store);
  if (store === 'company' && !caller.company!.admin) throw new AppError(Code.REFUSED, 'product.notCompanyAdmin');
  return owner;
}

export const canRead = (caller: Caller, owner: string): boolean => caller.readable.includes(owner);
export const canEdit = (caller: Caller, owner: string): boolean => owner === caller.mine || caller.adminOf.has(owner);

/** Refuses a product the caller may not change: not-found when it may not even read it. */
export function refuseUnlessEditable(caller: Caller, owner: string): void {
  if (!canRead(caller, owner)) throw new AppError(Code.REFUSED, 'product.notFound');
  if (owner === SYSTEM) throw new AppError(Code.REFUSED, 'product.readOnly');
  if (!canEdit(caller, owner)) throw new AppError(Code.REFUSED, 'product.notCompanyAdmin');
}

/** Categories and groups: of the built-in catalogue by global admins, else as products. */
export function refuseUnlessTaxonomyEditable(caller: Caller, owner: string): void {
  if (owner === SYSTEM) {
    if (!caller.globalAdmin) throw new AppError(Code.REFUSED, 'product.readOnly');
    return;
  }
  refuseUnlessEditable(caller, owner);
}
