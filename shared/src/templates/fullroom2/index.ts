import { fullroomDeck } from '../fullroom/deck';
import type { TemplateDef } from '../template-def';

/** 全屋智能照明方案（二）: the full-room deck on near black, amber bands, a centred cover. */
export const FULLROOM2_DECK: TemplateDef = fullroomDeck('fullroom2', 'dark');
