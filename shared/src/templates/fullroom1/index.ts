import { fullroomDeck } from '../fullroom/deck';
import type { TemplateDef } from '../template-def';

/** 全屋智能照明方案（一）: the full-room deck on white, titles left over an amber rule. */
export const FULLROOM1_DECK: TemplateDef = fullroomDeck('fullroom1', 'light');
