import { FULLROOM1_DECK } from './fullroom1';
import { FULLROOM2_DECK } from './fullroom2';
import type { TemplateDef } from './template-def';
import { HILIGHT_DECK } from './hilight/index';
import { HILIGHTSALE_DECK } from './hilightsale/index';
import { HOME_DECK } from './home';
import { HOMEDARK_DECK } from './homedark';
import { HOSPITAL_DECK } from './hospital';
import { OFFICE_DECK } from './office';
import { RESTAURANT_DECK } from './restaurant';
import { VILLA_DECK } from './villa';
import { ZIXUNSHI_DECK } from './zixunshi';

// The deck builders by template id: one import and one line per deck. registry.ts lists the
// templates for the chooser (template-list.ts); all-decks.test.ts checks each has its builder here.

export const DECKS: Readonly<Record<string, TemplateDef>> = {
  hilight: HILIGHT_DECK,
  hilightsale: HILIGHTSALE_DECK,
  home: HOME_DECK,
  homedark: HOMEDARK_DECK,
  zixunshi: ZIXUNSHI_DECK,
  villa: VILLA_DECK,
  restaurant: RESTAURANT_DECK,
  office: OFFICE_DECK,
  hospital: HOSPITAL_DECK,
  fullroom1: FULLROOM1_DECK,
  fullroom2: FULLROOM2_DECK,
};
