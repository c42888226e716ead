import { folderOf } from '../../../../shared/src/protocol/workspace';

// "My documents" opens the folder visited last (spec 000 §2), remembered on this device.
const LAST_FOLDER = 'lk.lastFolder';

export const lastFolder = (): string => folderOf(localStorage.getItem(LAST_FOLDER));

export function rememberFolder(dir: string): void {
  if (dir) localStorage.setItem(LAST_FOLDER, dir);
}

/** A folder that turned out to be gone is not offered again. */
export function forgetFolder(dir: string): void {
  if (localStorage.getItem(LAST_FOLDER) === dir) localStorage.removeItem(LAST_FOLDER);
}
