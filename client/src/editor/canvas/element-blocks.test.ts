import { describe, expect, it } from 'vitest';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import '../../elements/drawn';
import { sameBlock, type ElementHandlers } from './ElementBlocks';

const el = (id: string, tag = 'lamp-point'): ElementJSON => ({ id, tag, left: 0, top: 0, width: 48, height: 48 });
const handlers = {} as ElementHandlers;
const lamps = [el('a'), el('b'), el('c')];
const base = { items: lamps, page: lamps, editing: null, cropping: null, readOnly: false, shifts: new Map(), handlers };

describe('memoised element blocks on the editor canvas', () => {
  it('a block whose elements are the very same objects is not drawn again when another block’s element changes', () => {
    expect(sameBlock(base, { ...base, page: [...lamps, el('d')] })).toBe(true);
  });

  it('is drawn again when one of its elements changed, or a colleague drags one, or one is being edited', () => {
    expect(sameBlock(base, { ...base, items: [lamps[0]!, { ...lamps[1]!, name: '筒灯' }, lamps[2]!] })).toBe(false);
    expect(sameBlock(base, { ...base, shifts: new Map([['b', { dx: 5, dy: 0 }]]) })).toBe(false);
    expect(sameBlock(base, { ...base, editing: 'c' })).toBe(false);
    expect(sameBlock(base, { ...base, editing: 'zz' })).toBe(true);
    expect(sameBlock(base, { ...base, readOnly: true })).toBe(false);
  });

  it('a block holding a legend is drawn again whenever its page changes, since the legend counts the page', () => {
    const withLegend = [...lamps, el('L', 'legend')];
    const block = { ...base, items: withLegend, page: withLegend };
    expect(sameBlock(block, { ...block, page: [...withLegend] })).toBe(false);
    expect(sameBlock(block, { ...block })).toBe(true);
  });
});
