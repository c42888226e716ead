import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { translate, type Lang } from '../../../shared/src/i18n';
import { Code } from '../../../shared/src/protocol/codes';
import type { ImportCommitSchema } from '../../../shared/src/protocol/product';
import { checkRow, findHeaderRow, guessMapping } from '../products/import-sheet';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';
import { callerOf, writeOwner } from './product-access';
import type { ProductService } from './products';

/** Rows one import takes at most. */
export const IMPORT_MAX_ROWS = 5000;
/** How long a read workbook waits for its commit. */
export const IMPORT_TTL_MS = 30 * 60_000;

/** A cell as the sheet shows it: numbers, dates, rich text and formula results all as text. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('result' in v) return v.result === undefined || v.result === null ? '' : cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

interface StoredRow {
  /** the 1-based sheet row number, as the report names it */
  row: number;
  cells: string[];
}

export type ProductImportService = ReturnType<typeof createProductImportService>;

/** Excel import (issue 13): read a workbook and guess the columns, then commit with a mapping. */
export function createProductImportService({ repos, products, now }: { repos: Repos; products: ProductService; now: () => number }) {
  return {
    async read(userId: number, name: string, data: string) {
      const workbook = new ExcelJS.Workbook();
      try {
        // exceljs's own Buffer type lags Node's; the bytes are what it reads
        await workbook.xlsx.load(Buffer.from(data, 'base64') as unknown as ExcelJS.Buffer);
      } catch (err) {
        throw new AppError(Code.REFUSED, 'product.importBad', { reason: err instanceof Error ? err.message.slice(0, 200) : String(err) });
      }
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new AppError(Code.REFUSED, 'product.importNoHeader');
      if (sheet.rowCount > IMPORT_MAX_ROWS + 20) throw new AppError(Code.REFUSED, 'product.importTooMany', { max: IMPORT_MAX_ROWS });
      const all: StoredRow[] = [];
      sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          cells[col - 1] = cellText(cell.value).trim();
        });
        all.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
      });
      const headerAt = findHeaderRow(all.map((r) => r.cells));
      if (headerAt < 0) throw new AppError(Code.REFUSED, 'product.importNoHeader');
      const headers = all[headerAt]!.cells;
      const rows = all.slice(headerAt + 1).filter((r) => r.cells.some((c) => c !== ''));
      if (rows.length > IMPORT_MAX_ROWS) throw new AppError(Code.REFUSED, 'product.importTooMany', { max: IMPORT_MAX_ROWS });
      const token = randomBytes(18).toString('base64url');
      await repos.productState.putImport({ token, user_id: userId, headers: JSON.stringify(headers), header_row: all[headerAt]!.row, rows_json: JSON.stringify(rows), expires_at: now() + IMPORT_TTL_MS }, now());
      const mapping = guessMapping(headers) as Record<string, number>;
      return { token, sheet: sheet.name || name, headers, sample: rows.slice(0, 5).map((r) => headers.map((_h, i) => r.cells[i] ?? '')), rows: rows.length, mapping };
    },

    /**
     * Checks every row and adds the good ones in one transaction: a failure half-way adds none.
     * The report names each refused row by its sheet row number, with the reason in the
     * caller's language.
     */
    async commit(userId: number, lang: Lang, input: z.output<typeof ImportCommitSchema>) {
      const caller = await callerOf(repos, userId);
      const owner = writeOwner(caller, input.store);
      const job = await repos.productState.import(input.token, userId, now());
      if (!job) throw new AppError(Code.REFUSED, 'product.importExpired');
      for (const field of ['code', 'name'] as const) if (input.mapping[field] === undefined) throw new AppError(Code.REFUSED, 'product.importMissing', { field: translate(lang, field === 'code' ? 'product.codeRequired' : 'product.nameRequired') });
      const rows = JSON.parse(job.rows_json) as StoredRow[];
      const refused: { row: number; reason: string }[] = [];
      const added = await repos.transaction(async (tx) => {
        await tx.products.lock(owner);
        const checked = rows.map((r) => ({ row: r.row, check: checkRow(r.cells, input.mapping) }));
        const codes = checked.flatMap((c) => (c.check.ok ? [c.check.draft.code] : []));
        const taken = await tx.products.takenCodes(owner, codes);
        const categories = new Map((await tx.productTaxonomy.categories(owner)).map((c) => [c.name, Number(c.id)]));
        let count = 0;
        for (const { row, check } of checked) {
          if (!check.ok) {
            refused.push({ row, reason: translate(lang, check.key, check.params) });
            continue;
          }
          if (taken.has(check.draft.code)) {
            refused.push({ row, reason: translate(lang, 'product.importRowDuplicate', { code: check.draft.code }) });
            continue;
          }
          taken.add(check.draft.code);
          let categoryId = 0;
          if (check.category !== '') {
            // a category named in the sheet and missing from the store is made at the top level
            categoryId = categories.get(check.category) ?? (await tx.productTaxonomy.addCategory(owner, 0, check.category.slice(0, 20), now()));
            categories.set(check.category, categoryId);
          }
          await products.insertDraft(tx, owner, { ...check.draft, category_id: categoryId });
          count++;
        }
        await tx.productState.removeImport(input.token);
        return count;
      });
      return { added, refused };
    },
  };
}
