import type { TemplateDef } from './template-def';
import { VILLA_DECK } from './villa';
import { ZIXUNSHI_DECK } from './zixunshi';

// The deck builders by template id: one import and one line per deck. registry.ts lists the
// templates for the chooser; a template is available once its builder is here.

export const DECKS: Readonly<Record<string, TemplateDef>> = {
  zixunshi: ZIXUNSHI_DECK,
  villa: VILLA_DECK,
};
