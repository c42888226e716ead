import type { User } from '../../../../shared/src/protocol/auth';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import type { BuildContext, deckDocument } from '../../../../shared/src/templates/registry';

// The chooser's decks, built on this device the way creating one builds them (registry.ts):
// the previews are the real pages with the signed-in user's name, company and logo, and the
// page counts are the counts a new document gets. Built once per template and version.

/** What a deck is built from for this user: settings (company, logo, slogan) and names. */
export function creatorContext(user: User | null | undefined): Pick<BuildContext, 'user' | 'author'> {
  if (!user) return {};
  return {
    user: { ...user.setting, company: user.setting.company || user.company || '' },
    author: { username: user.username, nickname: user.nickname || undefined },
  };
}

/** The deck builders (registry.ts with every deck's pages), loaded when the chooser first needs them. */
export type DeckBuilder = typeof deckDocument;
export const loadDeckBuilder = async (): Promise<DeckBuilder> => (await import('../../../../shared/src/templates/registry')).deckDocument;

const cache = new Map<string, DocumentJSON | null>();

/** The document a template would create now (null: no such template), memoised per user and version. */
export function previewDeck(build: DeckBuilder, template: string, name: string, short: boolean, user: User | null | undefined): DocumentJSON | null {
  const key = JSON.stringify([template, name, short, user?.uuid ?? '', user?.nickname ?? '', user?.setting ?? null, user?.company ?? '']);
  if (!cache.has(key)) cache.set(key, build(template, { name, short, ...creatorContext(user) }));
  return cache.get(key) ?? null;
}

/** A few pages that show what a deck holds: the cover, the contents, then pages spread over its middle. */
export function samplePages<P>(pages: readonly P[], count = 4): P[] {
  if (pages.length <= count) return [...pages];
  const from = 2;
  const to = pages.length - 2; // the closing page says little
  const rest = count - 2;
  const picked = new Set<number>([0, 1]);
  // evenly inside the deck (a third and two thirds in for two), not at its ends
  for (let k = 0; k < rest; k++) picked.add(from + Math.round(((k + 1) * (to - from)) / (rest + 1)));
  // rounding can land two on one page in a short deck: fill up with the next ones in order
  for (let i = from; picked.size < count && i < pages.length; i++) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => pages[i]!);
}
