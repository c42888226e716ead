import { Code } from '../../../shared/src/protocol/codes';
import type { SdbStored } from '../../../shared/src/protocol/sdb';
import { SDB_SETS_MAX, type SdbSet } from '../../../shared/src/sdb/scene-trial';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';

export type SdbService = ReturnType<typeof createSdbService>;

const notFound = () => new AppError(Code.REFUSED, 'sdb.errors.notFound');

/** The signed-in designer's scene sets (issue 16, scene trial): their own only. */
export function createSdbService({ repos, now }: { repos: Repos; now: () => number }) {
  return {
    list: (userId: number): Promise<SdbStored[]> => repos.sdb.list(userId),
    /** A new set (refused past 50), or the account's set of that id replaced (refused when not theirs). */
    save(userId: number, input: { id?: number | undefined; set: SdbSet }): Promise<SdbStored> {
      const t = now();
      return repos.transaction(async (tx) => {
        if (input.id !== undefined) {
          const row = await tx.sdb.update(userId, input.id, input.set, t);
          if (!row) throw notFound();
          return row;
        }
        await tx.sdb.lock(userId);
        if ((await tx.sdb.count(userId)) >= SDB_SETS_MAX) throw new AppError(Code.REFUSED, 'sdb.errors.tooManySets');
        return tx.sdb.insert(userId, input.set, t);
      });
    },
    async remove(userId: number, id: number): Promise<null> {
      if (!(await repos.sdb.remove(userId, id))) throw notFound();
      return null;
    },
  };
}
