import { FULLROOM1_DECK } from './fullroom1';
import { FULLROOM2_DECK } from './fullroom2';
import type { TemplateDef } from './template-def';

// The deck builders by template id: one import and one line per deck. registry.ts lists the
// templates for the chooser; a template is available once its builder is here.

export const DECKS: Readonly<Record<string, TemplateDef>> = {
  fullroom1: FULLROOM1_DECK,
  fullroom2: FULLROOM2_DECK,
};
