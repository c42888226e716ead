import type { ElementJSON } from '../../../../shared/src/schema/types';
import type { Editor } from '../editor';
import { nextLampNumber } from '../lighting-names';
import { pageStore } from '../page-store';
import { addPoint, finishDrawing, finishProblem, newDrawing, removeLastPoint, type Drawing, type FinishProblem, type Point } from './drawing';
import { drawShapeOf, drawnElement, type Template } from './drawn-element';

// The editor's drawing mode: what is being drawn (the template the 照明 menu or a shortcut
// chose) and the points so far. The canvas overlay and the hint bar call these; finishing
// writes the element as one commit, so a drawn shape is one undo step and colleagues never see
// half of it.

export interface DrawSession {
  template: Template;
  drawing: Drawing;
  /** why the last attempt to finish was refused (shown until the next point) */
  problem?: FinishProblem;
}

/** the template drawn last in this tab: the drawing shortcut draws another of the same */
let lastTemplate: Template | null = null;

/** Starts drawing a kind (nothing happens for a kind that is not drawn point by point). */
export function startDrawing(editor: Editor, template: Template): boolean {
  const shape = drawShapeOf(template);
  if (!shape || editor.readOnly) return false;
  lastTemplate = template;
  editor.setDrawing({ template, drawing: newDrawing(shape) });
  return true;
}

const update = (editor: Editor, change: (d: Drawing) => Drawing) => {
  const s = editor.drawing;
  if (s) editor.setDrawing({ template: s.template, drawing: change(s.drawing) });
};
export const addDrawnPoint = (editor: Editor, p: Point): void => update(editor, (d) => addPoint(d, p));
export const removeDrawnPoint = (editor: Editor): void => update(editor, removeLastPoint);
export const cancelDrawing = (editor: Editor): void => editor.setDrawing(null);

/** Writes the drawn element (one undo step) and selects it; or says why it cannot be finished yet. */
export function completeDrawing(editor: Editor): FinishProblem | null {
  const s = editor.drawing;
  if (!s) return null;
  const problem = finishProblem(s.drawing);
  const outline = finishDrawing(s.drawing);
  if (problem || !outline) {
    editor.setDrawing({ ...s, problem: problem ?? undefined });
    return problem;
  }
  editor.setDrawing(null);
  const el = drawnElement(s.template, outline);
  // a lamp takes the smallest free number of its type on the page as it is written (another of
  // the selected lamp, or the second drawn in a row, must not repeat a number)
  if (el.tag === 'lamp-point') el.number = nextLampNumber(pageItems(editor), String(el.type));
  editor.addAt(el);
  return null;
}

const pageItems = (editor: Editor): readonly ElementJSON[] => pageStore(editor.doc, editor.pageId).get()?.items ?? [];

/**
 * What the drawing shortcut draws: another of the selected drawable element (its level, colour,
 * type), else what was drawn last, else `fallback` (an illuminance area).
 */
export function templateToDraw(editor: Editor, fallback: () => Template): Template {
  const ids = new Set(editor.selection);
  const chosen = pageItems(editor).find((el) => ids.has(el.id) && drawShapeOf(el));
  if (chosen) {
    const { id: _id, zindex: _z, lock: _lock, ...rest } = chosen;
    return rest;
  }
  return lastTemplate ?? fallback();
}
