import i18next from 'i18next';
import { pageStore } from '../page-store';
import { addElement } from '../../../../shared/src/schema/edit';
import { isLineLamp } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { arrayLayout, type ArrayOptions } from '../../../../shared/src/lighting/array';
import { lampsAt } from '../../../../shared/src/lighting/place-lamps';
import { lineCourse, roomOutline } from '../../../../shared/src/lighting/outline';
import { renumber } from '../../../../shared/src/lighting/renumber';
import { fillRoom, placeAlongLine, type FillBy, type LineBy, type Point } from '../../../../shared/src/lighting/room-fill';
import type { Editor } from '../editor';
import { openLightingDialog } from '../lighting/dialog-state';
import { illRangeToInsert, lampToInsert } from '../lighting-insert';
import { addLighting } from '../lamp-into-space';
import { startDrawing, templateToDraw } from '../draw/draw-mode';
import type { Action, ActionContext } from './actions';

// The lamp commands of issue 10 (spec 001 §4 lamp menus, and the placement tools beyond the
// original). Every command is one commit, so one gesture is one undo step; the numbers come from
// the tested pure functions in shared/src/lighting.

type Template = Omit<ElementJSON, 'id'>;

const items = (editor: Editor): ElementJSON[] => [...(pageStore(editor.doc, editor.pageId).get()?.items ?? [])];
const lampsOf = (list: ElementJSON[]) => list.filter((el) => el.tag === 'lamp-point');
const numbered = (list: ElementJSON[]) => lampsOf(list).map((l) => ({ type: String(l.type), number: Number(l.number) }));
const selected = (editor: Editor) => {
  const ids = new Set(editor.selection);
  return items(editor).filter((el) => ids.has(el.id) && el.lock !== true);
};
/** point lamps only: a line lamp is drawn point by point and has no array (spec 001 §4) */
const selectedPointLamps = (editor: Editor) => selected(editor).filter((el) => el.tag === 'lamp-point' && !isLineLamp(String(el.type)));

/** A placed lamp as a template for its copies: no id, no order, not locked. */
function templateOf(el: ElementJSON): Template {
  const { id: _id, zindex: _z, lock: _lock, ...rest } = el;
  return rest;
}

/** Adds the lamps in one commit and selects them with `keep`. */
function insertLamps(editor: Editor, lamps: Template[], keep: string[] = []): string[] {
  const page = editor.page();
  if (!page || lamps.length === 0) return [];
  let ids: string[] = [];
  editor.commit(() => (ids = lamps.map((l) => addElement(page, l))));
  editor.select([...keep, ...ids]);
  return ids;
}

/** Shows every lamp's label (or spot) unless all already show it; then hides them all. */
export function toggleLampField(editor: Editor, field: 'tip' | 'spot'): void {
  const lamps = lampsOf(items(editor)).filter((l) => l.lock !== true);
  const on = (l: ElementJSON) => (field === 'tip' ? l.tip === 1 : l.spot === true);
  const show = !lamps.every(on);
  const value = field === 'tip' ? (show ? 1 : 0) : show;
  editor.patch(new Map(lamps.filter((l) => on(l) !== show).map((l) => [l.id, { [field]: value }])));
}

/** Numbers every lamp type 1..n in reading order; only lamps whose number changes are written. */
export function renumberLamps(editor: Editor): void {
  const lamps = lampsOf(items(editor));
  const next = renumber(lamps.map((l) => ({ id: l.id, type: String(l.type), number: Number(l.number), x: l.left + l.width / 2, y: l.top + l.height / 2, size: Number(l.size) || Math.min(l.width, l.height) })));
  editor.patch(new Map([...next].filter(([id, n]) => lamps.find((l) => l.id === id)!.number !== n).map(([id, n]) => [id, { number: n }])));
}

/** The copies an array of the selected point lamps adds (the originals stay where they are). */
export function arrayCopies(editor: Editor, options: ArrayOptions): Template[] {
  const taken = numbered(items(editor));
  const out: Template[] = [];
  for (const lamp of selectedPointLamps(editor)) {
    const centres = arrayLayout(lamp, options)
      .slice(1)
      .map((p) => ({ x: p.left + lamp.width / 2, y: p.top + lamp.height / 2 }));
    const copies = lampsAt(templateOf(lamp), centres, taken);
    taken.push(...copies.map((c) => ({ type: String(c.type), number: Number(c.number) })));
    out.push(...copies);
  }
  return out;
}
export function arrayLamps(editor: Editor, options: ArrayOptions): string[] {
  const originals = selectedPointLamps(editor).map((l) => l.id);
  return insertLamps(editor, arrayCopies(editor, options), originals);
}

const outlineOf = (editor: Editor, id: string, of: typeof roomOutline): Point[] | null => {
  const el = items(editor).find((e) => e.id === id);
  return el ? of(el) : null;
};
/** The first selected element that is a room (closed shape or range) or a line (open shape or activity line). */
export const selectedRoom = (editor: Editor): string | null => selected(editor).find((el) => roomOutline(el))?.id ?? null;
export const selectedLine = (editor: Editor): string | null => selected(editor).find((el) => lineCourse(el))?.id ?? null;

/** Lamps of a template filling a room (by spacing or count), numbered after those on the page. */
export function roomLamps(editor: Editor, roomId: string, template: Template, by: FillBy): Template[] {
  const outline = outlineOf(editor, roomId, roomOutline);
  return outline ? lampsAt(template, fillRoom(outline, by), numbered(items(editor))) : [];
}
export function lineLamps(editor: Editor, lineId: string, template: Template, by: LineBy): Template[] {
  const course = outlineOf(editor, lineId, lineCourse);
  return course ? lampsAt(template, placeAlongLine(course, by), numbered(items(editor))) : [];
}
export const placeLamps = (editor: Editor, lamps: Template[]): string[] => insertLamps(editor, lamps);

const writable = ({ editor }: ActionContext) => !editor.readOnly;
const hasLamps = (ctx: ActionContext) => writable(ctx) && lampsOf(items(ctx.editor)).length > 0;

/**
 * The lamp commands, with single-key shortcuts as drawing tools have (L lamp, P polygon): no
 * editor command uses a plain letter, and typing in a field or a text keeps its keys
 * (useShortcuts). Renumbering, which changes every lamp at once, asks for Shift as well.
 */
export const LIGHTING_ACTIONS: Action[] = [
  {
    id: 'lampInsert',
    label: 'lighting.lightingUi.shortcut.lamp',
    shortcuts: ['L'],
    perform: ({ editor, page }) => addLighting(editor, lampToInsert('downlight', page, items(editor), i18next.t('lighting.lampType.downlight'))),
    enabled: writable,
  },
  {
    id: 'lampDraw',
    label: 'lighting.lightingUi.draw.start',
    shortcuts: ['P'],
    // another of the selected area, route or line lamp; else what was drawn last; else a 300 lx area
    perform: ({ editor, page }) => void startDrawing(editor, templateToDraw(editor, () => illRangeToInsert('300 lx', page))),
    enabled: writable,
  },
  { id: 'lampTips', label: 'lighting.lightingUi.place.tips', shortcuts: ['N'], perform: ({ editor }) => toggleLampField(editor, 'tip'), enabled: hasLamps },
  { id: 'lampSpots', label: 'lighting.lightingUi.place.spots', shortcuts: ['S'], perform: ({ editor }) => toggleLampField(editor, 'spot'), enabled: hasLamps },
  { id: 'lampRenumber', label: 'lighting.lightingUi.place.renumber', shortcuts: ['Shift+R'], perform: ({ editor }) => renumberLamps(editor), enabled: hasLamps },
  { id: 'lampArray', label: 'lighting.lightingUi.place.array', shortcuts: ['A'], perform: () => openLightingDialog({ kind: 'array' }), enabled: (c) => writable(c) && selectedPointLamps(c.editor).length > 0 },
  {
    id: 'lampFillRoom',
    label: 'lighting.lightingUi.place.fillRoom',
    perform: ({ editor }) => {
      const target = selectedRoom(editor);
      if (target) openLightingDialog({ kind: 'fillRoom', target });
    },
    enabled: (c) => writable(c) && selectedRoom(c.editor) !== null,
  },
  {
    id: 'lampAlongLine',
    label: 'lighting.lightingUi.place.alongLine',
    perform: ({ editor }) => {
      const target = selectedLine(editor);
      if (target) openLightingDialog({ kind: 'alongLine', target });
    },
    enabled: (c) => writable(c) && selectedLine(c.editor) !== null,
  },
];

/**
 * The lamp entries of the context menu: the lamp menu of spec 001 §4 when a lamp is selected,
 * and the placement tools when what is selected can take lamps (a room or a line).
 */
export function lightingMenuIds(ctx: ActionContext): string[] {
  const lampSelected = selected(ctx.editor).some((el) => el.tag === 'lamp-point');
  const out = lampSelected ? ['lampTips', 'lampSpots', 'lampRenumber', 'lampArray'] : [];
  for (const id of ['lampFillRoom', 'lampAlongLine']) if (LIGHTING_ACTIONS.find((a) => a.id === id)!.enabled!(ctx)) out.push(id);
  return out;
}
