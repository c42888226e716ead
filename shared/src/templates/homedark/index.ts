import { DARK_THEME } from '../page-kit';
import type { TemplateDef } from '../template-def';
import { homeDeck } from '../home';

// 住宅照明方案（深色）: the home deck's pages on the dark theme; the content is home/'s.

export const HOMEDARK_DECK: TemplateDef = homeDeck('homedark', DARK_THEME);
