import { Code } from '../../../shared/src/protocol/codes';
import type { MessageKey } from '../../../shared/src/i18n';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';
import { callerOf } from './product-access';

// Who reads and writes which material library (issue 20, spec 000 §6). A library is an owner
// key: 'share' (everyone reads; global admins, users.is_admin, write), 'site:<id>' (the current
// company site's: its members read, its admins manage) and 'user:<id>' (my materials, mine
// alone). Anything the caller may not read is answered as missing, so ids leak nothing.

export const SHARE = 'share';

export interface LibraryCaller {
  userId: number;
  mine: string;
  globalAdmin: boolean;
  /** the current site when it is a company the caller belongs to */
  company: { owner: string; admin: boolean } | null;
}

export async function libraryCaller(repos: Repos, userId: number): Promise<LibraryCaller> {
  const c = await callerOf(repos, userId);
  return { userId, mine: c.mine, globalAdmin: c.globalAdmin, company: c.company };
}

/** The libraries the caller reads, in the tree's order. */
export function readableOwners(c: LibraryCaller): string[] {
  return [SHARE, ...(c.company ? [c.company.owner] : []), c.mine];
}

export const canRead = (c: LibraryCaller, owner: string): boolean => owner === SHARE || owner === c.mine || owner === c.company?.owner;

export const canEdit = (c: LibraryCaller, owner: string): boolean =>
  owner === c.mine || (owner === SHARE && c.globalAdmin) || (c.company !== null && owner === c.company.owner && c.company.admin);

export const notFound = (key: MessageKey = 'sourceLibrary.notFound') => new AppError(Code.REFUSED, key);

/** Refuses a row of a library the caller cannot change: "does not exist" when it cannot even read it. */
export function refuseUnlessEditable(c: LibraryCaller, owner: string, missing: MessageKey = 'sourceLibrary.notFound', denied: MessageKey = 'sourceLibrary.noPermission'): void {
  if (!canRead(c, owner)) throw notFound(missing);
  if (!canEdit(c, owner)) throw new AppError(Code.REFUSED, denied);
}

/** The company library's owner key, refusing a caller who works in no company. */
export function companyOwner(c: LibraryCaller): string {
  if (!c.company) throw new AppError(Code.REFUSED, 'sourceLibrary.noCompany');
  return c.company.owner;
}
