import { filterSkipped, loadPages, shortVersion } from './deck-rules';
import { fillPlaceholders } from './placeholders';
import type { TemplateContext, TemplateDef, TemplatePage } from './template-def';

// The hook point buildDocument (registry.ts) will call once templates land: one template's pages
// as a new document receives them. Kept apart from the registry so the rules can be tested on
// a fixture before any real deck exists.

export interface DeckOptions {
  /** the short version: home pages only, four contents entries, dividers renumbered */
  short?: boolean;
  /** leave out the pages the template marks skip */
  filter?: boolean;
}

/**
 * The pages of a new document built from `def` for its creator: built (short builders already
 * drop skippable pages), cut to the short version when asked, filtered, placeholders and
 * bindings filled, and loaded (skip and show removed, spec 002 §4).
 */
export function templatePages(def: TemplateDef, ctx: TemplateContext, opts: DeckOptions = {}): TemplatePage[] {
  const short = opts.short === true;
  let pages = def.build(ctx, { short });
  if (short) pages = shortVersion(pages);
  if (opts.filter === true) pages = filterSkipped(pages);
  return loadPages(fillPlaceholders(pages, ctx));
}
