// Sizes shared by the canvas text layout and the CSS of the in-place editor, so text looks the
// same drawn and while typing (styles/page.css uses the same numbers).

export const BASE_FONT_SIZE = 40;
export const HEADING_SIZES: Record<number, number> = { 1: 96, 2: 64, 3: 48, 4: 40, 5: 32, 6: 28 };
export const DEFAULT_LINE_HEIGHT = 1.4;
export const LINE_HEIGHT_MIN = 1;
export const LINE_HEIGHT_MAX = 4;
export const DEFAULT_FONT_FAMILY = "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
export const DEFAULT_TEXT_COLOR = '#1f2430';
/** indent of a list item per level, and the gap after its bullet */
export const LIST_INDENT = 1.5;
