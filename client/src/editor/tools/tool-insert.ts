import type { ElementJSON } from '../../../../shared/src/schema/types';
import { lampGrid, planLayers, planRooms, type FloorPlan } from '../../../../shared/src/templates/common/floor-plan';
import { LIGHT_THEME, tableOf } from '../../../../shared/src/templates/page-kit';
import type { ToolReport } from '../../tools/tool-host';

// What a design tool's result becomes on a page: a two-column table of its figures, and for the
// lamp-count tool the room drawn to scale with its lamps on the suggested grid.

type Page = { width: number; height: number };
type Draft = Omit<ElementJSON, 'id'>;

/** The result as a table in the middle of the page, a row per figure under its title. */
export function resultTable(report: ToolReport, page: Page, headers: readonly [string, string]): Draft {
  const fontSize = Math.max(14, Math.round(page.width / 80));
  const rowHeight = Math.round(fontSize * 2);
  const width = Math.min(Math.round(page.width * 0.5), fontSize * 36);
  const height = rowHeight * (report.rows.length + 2);
  const rows = [[report.title, ''], ...report.rows];
  const box = { left: Math.round((page.width - width) / 2), top: Math.max(0, Math.round((page.height - height) / 2)), width, height };
  return tableOf([{ name: headers[0], width: 1.2 }, { name: headers[1], width: 1 }], rows, box, { fontSize }) as Draft;
}

/** The room (length × width m) drawn to fit the middle of the page, with `cols × rows` downlights. */
export function roomWithLamps(grid: NonNullable<ToolReport['grid']>, page: Page, lampName: string): Draft[] {
  const room = { name: '', x: 0, y: 0, w: grid.length, h: grid.width };
  const plan: FloorPlan = { width: grid.length, depth: grid.width, rooms: [room] };
  const box = { left: Math.round(page.width * 0.15), top: Math.round(page.height * 0.15), width: Math.round(page.width * 0.7), height: Math.round(page.height * 0.7) };
  return [
    ...planRooms(plan, box, LIGHT_THEME, { labels: false }),
    ...planLayers(plan, box, { lamps: lampGrid(room, grid.cols, grid.rows, 'downlight', lampName) }),
  ] as Draft[];
}
