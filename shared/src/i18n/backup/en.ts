import type { backupZhCN } from './zh-CN';

export const backupEn: typeof backupZhCN = {
  title: 'Backup and export',
  hint: 'Export all your documents (not the trash) with their pictures as one zip; importing it restores each as a new document.',
  export: 'Export all documents',
  exporting: 'Exporting…',
  exported: 'Exported {{size}}',
  import: 'Import backup',
  importing: 'Importing…',
  imported: 'Restored {{count}} documents ({{pictures}} pictures)',
  failed: 'Export failed, please try again later',
  notZip: 'This is not a zip file: choose the zip that "Export all documents" made',
  noManifest: 'This zip is not a LightKit document export (manifest.json missing or not recognised)',
  badDocument: 'The document "{{name}}" in the export is damaged; nothing was imported',
  badPicture: 'A picture in the export is damaged or not a picture; nothing was imported',
  tooLarge: 'The export is too large to import',
};
