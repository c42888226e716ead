import type { sourceImagesZhCN } from './zh-CN';

export const sourceImagesEn: typeof sourceImagesZhCN = {
  unsupported: '“{{name}}” is not a supported format: upload JPG, PNG, GIF, SVG or WebP images',
  unreadable: '“{{name}}” cannot be read as a picture; the file may be damaged',
  unsafeSvg: '“{{name}}” holds a script, an event handler or an external link and cannot be uploaded, for safety',
  badSvg: '“{{name}}” is not a valid SVG file',
  svgTooLarge: '“{{name}}” is too large: an SVG file may be at most 2 MB',
  badWidth: 'This picture size is not available; choose one of: {{sizes}}',
};
