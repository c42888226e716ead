// Pictures in the material library (issue 20): what an upload is refused for, thumbnail sizes.
export const sourceImagesZhCN = {
  unsupported: '“{{name}}”的格式不支持，只能上传 JPG、PNG、GIF、SVG 或 WebP 图片',
  unreadable: '“{{name}}”无法识别为图片，文件可能已损坏',
  unsafeSvg: '“{{name}}”含有脚本、事件或外部链接，出于安全考虑不能上传',
  badSvg: '“{{name}}”不是有效的 SVG 文件',
  svgTooLarge: '“{{name}}”太大，SVG 文件最大 2MB',
  badWidth: '不支持的图片尺寸，可选：{{sizes}}',
};
