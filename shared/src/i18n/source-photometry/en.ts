import type { sourcePhotometryZhCN } from './zh-CN';

export const sourcePhotometryEn: Record<keyof typeof sourcePhotometryZhCN, string> = {
  notPhotometry: '"{{name}}" is not an IES or LDT photometric file',
  unreadable: '"{{name}}" cannot be read as a photometric file: {{reason}}',
  fromLibrary: 'From the material library',
  pickTitle: 'Choose a photometric file',
  pickEmpty: 'No IES or LDT files in the material library yet; upload them in Materials',
};
