import { z } from 'zod';
import { PageSchema } from '../../../../shared/src/protocol/doc';
import { endpoints } from '../../../../shared/src/protocol/endpoints';
import type { PageJSON } from '../../../../shared/src/schema/types';

/**
 * The shared document as the viewer receives it, its pages not yet checked: checking every
 * page of a 20-page deck before drawing the first costs a phone about as long as drawing it,
 * so each page is checked when it is first drawn (SharedDeck.page).
 */
const SnapshotSchema = endpoints['doc/visit/view'].response.extend({ pages: z.array(z.unknown()).max(500) });
export type Snapshot = z.output<typeof SnapshotSchema>;

/** A page side as drawn: the theme's, unless it is no size at all (a stock client may write anything). */
const side = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 20_000 ? v : fallback);

/** A shared deck, read-only: its name, sharer and restrictions, and its pages one by one. */
export class SharedDeck {
  readonly name: string;
  readonly owner: string;
  readonly noCopy: boolean;
  readonly noPrint: boolean;
  /** the page size in page units */
  readonly size: { width: number; height: number };
  readonly count: number;
  private readonly raw: unknown[];
  private readonly checked = new Map<number, PageJSON | null>();

  /** Throws (a zod error) when the answer is not a shared document at all. */
  constructor(data: unknown) {
    const snapshot = SnapshotSchema.parse(data);
    const theme = (snapshot.options.theme ?? {}) as { width?: unknown; height?: unknown };
    this.name = snapshot.name;
    this.owner = snapshot.owner.nickname;
    this.noCopy = snapshot.share.no_copy;
    this.noPrint = snapshot.share.no_print;
    this.size = { width: side(theme.width, 1920), height: side(theme.height, 1080) };
    this.raw = snapshot.pages;
    this.count = snapshot.pages.length;
  }

  /** Page `i`, checked once; null when it is malformed (that page says so, the others draw). */
  page(i: number): PageJSON | null {
    if (!this.checked.has(i)) {
      const result = PageSchema.safeParse(this.raw[i]);
      if (!result.success) console.warn(`shared page ${i + 1} cannot be drawn`, result.error.issues.slice(0, 3));
      this.checked.set(i, result.success ? (result.data as PageJSON) : null);
    }
    return this.checked.get(i) ?? null;
  }
}
