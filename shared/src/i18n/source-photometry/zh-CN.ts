// Lighting data files (IES, LDT) in the material library (issue 20).
export const sourcePhotometryZhCN = {
  notPhotometry: '“{{name}}”不是 IES 或 LDT 配光文件',
  unreadable: '“{{name}}”无法读取为配光文件：{{reason}}',
  fromLibrary: '从素材库选择',
  pickTitle: '选择配光文件',
  pickEmpty: '素材库里还没有 IES 或 LDT 文件，可在素材助手中上传',
};
