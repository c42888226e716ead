import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from '../../../../shared/src/schema/doc';
import { newLampPoint, newLegend, newRange } from '../../../../shared/src/schema/elements/lighting';
import { buildDocument } from '../../../../shared/src/templates/registry';
import { Editor } from '../editor';
import { addDrawnPoint, cancelDrawing, completeDrawing, removeDrawnPoint, startDrawing, templateToDraw } from './draw-mode';

const PAGE = { width: 1920, height: 1080 };
const illRange = () => newRange('ill-range', PAGE, '300 lx', { type: 'color', color: '#ffa94d' });

function setup() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const items = () => toJSON(doc).pages.find((p) => p.id === editor.pageId)!.items;
  const lighting = () => items().filter((el) => el.tag !== 'text');
  return { editor, items, lighting };
}
const click = (editor: Editor, ...pts: [number, number][]) => pts.forEach(([x, y]) => addDrawnPoint(editor, { x, y }));

describe('drawing mode in the editor', () => {
  it('a finished polygon is written where it was drawn as one undo step, and selected', () => {
    const { editor, lighting } = setup();
    const before = editor.undo.undoStack.length;
    expect(startDrawing(editor, illRange())).toBe(true);
    click(editor, [400, 300], [900, 300], [900, 700], [400, 700]);
    // nothing is written while drawing
    expect(lighting()).toEqual([]);
    expect(completeDrawing(editor)).toBeNull();
    expect(editor.drawing).toBeNull();
    const [range] = lighting();
    expect(range).toMatchObject({ tag: 'ill-range', name: '300 lx', shape: 'polygon', left: 400, top: 300, width: 500, height: 400, points: [0, 0, 500, 0, 500, 400, 0, 400] });
    expect(editor.selection).toEqual([range!.id]);
    expect(editor.undo.undoStack.length).toBe(before + 1);
    editor.undo.undo();
    expect(lighting()).toEqual([]);
  });

  it('too few points are refused and nothing is written; Backspace and Esc write nothing either', () => {
    const { editor, lighting } = setup();
    startDrawing(editor, illRange());
    click(editor, [0, 0], [100, 0], [100, 0]);
    expect(completeDrawing(editor)).toBe('tooFewPolygon');
    expect(editor.drawing?.drawing.points).toHaveLength(2);
    click(editor, [100, 80]);
    removeDrawnPoint(editor);
    expect(completeDrawing(editor)).toBe('tooFewPolygon');
    cancelDrawing(editor);
    expect(editor.drawing).toBeNull();
    expect(lighting()).toEqual([]);
    expect(editor.undo.undoStack.length).toBe(0);
  });

  it('only drawable kinds start drawing; a read-only editor never does', () => {
    const { editor } = setup();
    expect(startDrawing(editor, newLegend('lamp-point', PAGE))).toBe(false);
    expect(editor.drawing).toBeNull();
    const viewer = new Editor(editor.doc, 'viewer', true);
    expect(startDrawing(viewer, illRange())).toBe(false);
  });

  it('the shortcut draws another of the selected kind; a drawn lamp takes the next free number of its type', () => {
    const { editor, lighting } = setup();
    editor.addAt({ ...newLampPoint('track', PAGE, '轨道灯', 1), left: 10, top: 10 });
    const template = templateToDraw(editor, illRange);
    expect(template).toMatchObject({ tag: 'lamp-point', type: 'track', number: 1 });
    startDrawing(editor, template);
    click(editor, [100, 500], [600, 500], [600, 800]);
    expect(completeDrawing(editor)).toBeNull();
    const tracks = lighting().filter((el) => el.type === 'track');
    expect(tracks.map((l) => l.number)).toEqual([1, 2]);
    expect(tracks[1]).toMatchObject({ left: 100, top: 500, width: 500, height: 300, svg: { points: [0, 0, 500, 0, 500, 300] } });
    // nothing selected: what was drawn last
    editor.select([]);
    expect(templateToDraw(editor, illRange)).toMatchObject({ type: 'track' });
  });
});
