import * as Y from 'yjs';
import { docTable } from '../../../../shared/src/documents/tables';
import type { DocTable, DocTableKind, Translate } from '../../../../shared/src/documents/tables/table-model';
import { buildWorkbook, workbookFileName } from '../../../../shared/src/documents/workbook';
import { isoDate } from '../../../../shared/src/documents/doc-settings';
import { orderedPages, pageItems } from '../../../../shared/src/schema/doc';
import type { DocType } from '../../../../shared/src/schema/types';
import { docDataStore } from '../../documents/doc-data';
import { download } from './render-page';
import { thumbnailPng } from './thumbnail-png';

/** A document without any table element still exports the table of its kind. */
const KIND_TABLES: Partial<Record<DocType, DocTableKind[]>> = { pqt: ['pqt'], slt: ['slt'], djb: ['djb'], cet: ['cet'], ect: ['ect', 'lpd'], spc: ['slt'] };

/** The table kinds the document shows, in page order, each once (a plan deck after 从平面图生成清单: djb, slt, pqt). */
export function tableKinds(doc: Y.Doc, type: DocType): DocTableKind[] {
  const kinds: DocTableKind[] = [];
  for (const [, page] of orderedPages(doc)) {
    for (const el of pageItems(page).values()) {
      if (!(el instanceof Y.Map)) continue;
      const kind = el.get('kind');
      if (el.get('tag') === 'doctable' && typeof kind === 'string' && !kinds.includes(kind as DocTableKind)) kinds.push(kind as DocTableKind);
    }
  }
  return kinds.length > 0 ? kinds : (KIND_TABLES[type] ?? []);
}

/**
 * The document's tables as an Excel workbook (exceljs, loaded only when asked for: it is as big
 * as the rest of the editor), with product thumbnails as PNG (Excel takes no SVG). Downloads it
 * and answers its bytes.
 */
export async function exportWorkbook(doc: Y.Doc, t: Translate, onProgress: (done: number, total: number) => void): Promise<Uint8Array | null> {
  const data = docDataStore(doc).get();
  if (tableKinds(doc, data.type).length === 0) return null;
  const tables: DocTable[] = tableKinds(doc, data.type).map((kind) => docTable(kind, { lines: data.lines, settings: data.settings, t }));
  const paths = [...new Set(tables.flatMap((table) => table.rows.flatMap((r) => Object.values(r.cells).flatMap((c) => (c.image ? [c.image] : [])))))];
  const images = new Map<string, { buffer: Uint8Array; extension: 'png' }>();
  for (const [i, path] of paths.entries()) {
    onProgress(i, paths.length + 1);
    const png = await thumbnailPng(path, 96);
    if (png) images.set(path, { buffer: png, extension: 'png' });
  }
  onProgress(paths.length, paths.length + 1);
  const ExcelJS = (await import('exceljs')).default;
  const workbook = buildWorkbook(ExcelJS, tables, { docName: data.name, images, t });
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  download(bytes, workbookFileName(data.name, isoDate(Date.now())), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  onProgress(paths.length + 1, paths.length + 1);
  return bytes;
}
