import { newDocId } from '../../../shared/src/schema/ids';

/** A fresh document id that no stored row has (shared unusedDocId, with the check a database read). */
export async function unusedDocId(taken: (id: string) => Promise<boolean>): Promise<string> {
  for (;;) {
    const id = newDocId();
    if (!(await taken(id))) return id;
  }
}
