import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from '../../../../shared/src/schema/doc';
import { addElement } from '../../../../shared/src/schema/edit';
import { newShape } from '../../../../shared/src/schema/elements/kinds';
import { newLampPoint, newRange } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { buildDocument } from '../../../../shared/src/templates/registry';
import { Editor } from '../editor';
import { arrayLamps, lineLamps, placeLamps, renumberLamps, roomLamps, selectedLine, selectedRoom, toggleLampField } from './lighting-actions';

const PAGE = { width: 1920, height: 1080 };

function setup() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  /** puts an element exactly where asked (editor.add moves new elements off others) */
  const put = (json: Omit<ElementJSON, 'id'>, left: number, top: number) => {
    let id = '';
    editor.commit(() => (id = addElement(editor.page()!, { ...json, left, top })));
    return id;
  };
  return { editor, put };
}
const lamps = (editor: Editor) => toJSON(editor.doc).pages.find((p) => p.id === editor.pageId)!.items.filter((i) => i.tag === 'lamp-point');
const downlight = (n = 1) => newLampPoint('downlight', PAGE, '筒灯', n);

describe('lamp commands', () => {
  it('worked example: a 3 × 2 array at 120 px of a downlight at (100, 200) adds five copies numbered 2-6, selected with the original, undone in one step', () => {
    const { editor, put } = setup();
    const id = put(downlight(1), 100, 200);
    editor.select([id]);
    arrayLamps(editor, { x: 3, y: 2, dx: 120, dy: 120 });
    const placed = lamps(editor).map((l) => [l.left, l.top, l.number]);
    expect(placed).toHaveLength(6);
    expect(placed).toEqual(
      expect.arrayContaining([
        [100, 200, 1],
        [220, 200, 2],
        [340, 200, 3],
        [100, 320, 4],
        [220, 320, 5],
        [340, 320, 6],
      ]),
    );
    expect(editor.selection).toHaveLength(6);
    expect(editor.selection[0]).toBe(id);
    editor.undo.undo();
    expect(lamps(editor)).toHaveLength(1);
  });
  it('a line lamp has no array', () => {
    const { editor, put } = setup();
    editor.select([put(newLampPoint('strip', PAGE, '灯带'), 0, 0)]);
    arrayLamps(editor, { x: 3, y: 2, dx: 120, dy: 120 });
    expect(lamps(editor)).toHaveLength(1);
  });
  it('toggling names shows them on every lamp unless all show, then hides them all, each one undo step', () => {
    const { editor, put } = setup();
    put({ ...downlight(1), tip: 0 }, 0, 0);
    put(downlight(2), 200, 0);
    toggleLampField(editor, 'tip');
    expect(lamps(editor).map((l) => l.tip)).toEqual([1, 1]);
    toggleLampField(editor, 'tip');
    expect(lamps(editor).map((l) => l.tip)).toEqual([0, 0]);
    editor.undo.undo();
    expect(lamps(editor).map((l) => l.tip)).toEqual([1, 1]);
  });
  it('toggling spots turns every lamp’s spot on, then off', () => {
    const { editor, put } = setup();
    put(downlight(1), 0, 0);
    put({ ...downlight(2), spot: true }, 200, 0);
    toggleLampField(editor, 'spot');
    expect(lamps(editor).map((l) => l.spot)).toEqual([true, true]);
    toggleLampField(editor, 'spot');
    expect(lamps(editor).map((l) => l.spot)).toEqual([false, false]);
  });
  it('worked example: downlights numbered 7, 7, 2 from left to right in one row become 1, 2, 3; undo brings 7, 7, 2 back', () => {
    const { editor, put } = setup();
    const ids = [put(downlight(7), 0, 100), put(downlight(7), 200, 104), put(downlight(2), 400, 98)];
    renumberLamps(editor);
    const byId = (id: string) => lamps(editor).find((l) => l.id === id)!.number;
    expect(ids.map(byId)).toEqual([1, 2, 3]);
    editor.undo.undo();
    expect(ids.map(byId)).toEqual([7, 7, 2]);
  });
  it('worked example: a 600 × 400 rect shape at (0, 0) filled at 200 px spacing gets 3 × 2 downlights centred at 100, 300, 500 × 100, 300', () => {
    const { editor, put } = setup();
    const room = put({ ...newShape('rect', PAGE), width: 600, height: 400 }, 0, 0);
    editor.select([room]);
    expect(selectedRoom(editor)).toBe(room);
    placeLamps(editor, roomLamps(editor, room, downlight(), { sx: 200, sy: 200 }));
    expect(lamps(editor).map((l) => [l.left + l.width / 2, l.top + l.height / 2, l.number])).toEqual([
      [100, 100, 1],
      [300, 100, 2],
      [500, 100, 3],
      [100, 300, 4],
      [300, 300, 5],
      [500, 300, 6],
    ]);
    editor.undo.undo();
    expect(lamps(editor)).toHaveLength(0);
  });
  it('an illuminance range is a room too, filled by count', () => {
    const { editor, put } = setup();
    const room = put(newRange('ill-range', PAGE, '300 lx', { type: 'color', color: '#fff' }), 0, 0);
    editor.select([room]);
    expect(roomLamps(editor, selectedRoom(editor)!, downlight(), { nx: 2, ny: 2 })).toHaveLength(4);
  });
  it('worked example: a 1000 px line shape takes 5 lamps by count at 100, 300, 500, 700, 900', () => {
    const { editor, put } = setup();
    const line = put({ ...newShape('line', PAGE), width: 1000, height: 40 }, 0, 0);
    editor.select([line]);
    expect(selectedLine(editor)).toBe(line);
    expect(selectedRoom(editor)).toBeNull();
    placeLamps(editor, lineLamps(editor, line, downlight(), { count: 5 }));
    expect(lamps(editor).map((l) => [l.left + l.width / 2, l.top + l.height / 2])).toEqual([
      [100, 20],
      [300, 20],
      [500, 20],
      [700, 20],
      [900, 20],
    ]);
  });
});
