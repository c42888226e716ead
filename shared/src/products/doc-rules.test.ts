import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { canAddProduct, canInsertIntoPage, duplicateListNos, isListNoFree, listNoValue, moveAllowed, moveProduct, nextListNo, removeProduct, specPageIndex } from './doc-rules';

const p = (uuid: string, no?: string) => ({ uuid, no });

describe('list numbers (spec 001 §5: unique)', () => {
  it('an empty list starts at L1; then one past the highest', () => {
    expect(nextListNo([])).toBe('L1');
    expect(nextListNo([p('a', 'L1'), p('b', 'L2')])).toBe('L3');
  });
  it('does not reuse the gap of a deleted product: L1, L3 → L4', () => expect(nextListNo([p('a', 'L1'), p('c', 'L3')])).toBe('L4'));
  it('ignores hand-typed numbers that are not L<n>', () => {
    expect(nextListNo([p('a', 'A7'), p('b'), p('c', 'L2')])).toBe('L3');
    expect(listNoValue('L12')).toBe(12);
    expect(listNoValue('LX')).toBeUndefined();
  });
  it('a number is free unless another product holds it (case and spaces ignored)', () => {
    const list = [p('a', 'L1'), p('b', 'L2')];
    expect(isListNoFree(list, 'l2 ')).toBe(false);
    expect(isListNoFree(list, 'L2', 'b')).toBe(true);
    expect(isListNoFree(list, 'L3')).toBe(true);
  });
  it('finds duplicates to renumber after offline edits', () => expect(duplicateListNos([p('a', 'L1'), p('b', 'L2'), p('c', 'L1')])).toEqual(['L1']));
});

describe('canAddProduct (spec 001 §5 "This product is exist")', () => {
  it('refuses a product already in the list, with a message in each language', () => {
    const r = canAddProduct([p('u1', 'L1')], 'u1');
    expect(r).toEqual({ ok: false, reason: 'exists', message: 'product.docExists' });
    if (!r.ok) expect(translate('en', r.message)).toBe('This product is already in the list');
  });
  it('accepts a new one', () => expect(canAddProduct([p('u1', 'L1')], 'u2')).toEqual({ ok: true }));
});

describe('canInsertIntoPage (spec 001 §5 "Function page cannot insert products")', () => {
  it.each(['spc', 'slt', 'pqt', 'cet', 'ect', 'djb'])('refuses a %s page', (type) => {
    expect(canInsertIntoPage({ type })).toEqual({ ok: false, reason: 'functionPage', message: 'product.docFunctionPage' });
  });
  it('refuses a page bound to a product', () => expect(canInsertIntoPage({ uuid: 'u1' }).ok).toBe(false));
  it('accepts an untyped content page and a plan page', () => {
    expect(canInsertIntoPage({}).ok).toBe(true);
    expect(canInsertIntoPage({ type: 'plan' }).ok).toBe(true);
  });
  it('the message reads as the spec has it in English', () => expect(translate('en', 'product.docFunctionPage')).toBe('Function page cannot insert products'));
});

describe('specPageIndex (spec 001 §4: after the last spc, slt or pqt page)', () => {
  it('cover, slt, spc(L1), spc(L2), back page → index 4 (after L2, before the back page)', () => {
    expect(specPageIndex([{}, { type: 'slt' }, { type: 'spc', uuid: 'a' }, { type: 'spc', uuid: 'b' }, {}])).toBe(4);
  });
  it('after a quotation when it is the last of the three kinds', () => {
    expect(specPageIndex([{}, { type: 'spc' }, { type: 'pqt' }, { type: 'cet' }])).toBe(3);
  });
  it('cet and ect pages are not anchors; with no anchor the page goes at the end', () => {
    expect(specPageIndex([{}, { type: 'cet' }, { type: 'ect' }])).toBe(3);
    expect(specPageIndex([])).toBe(0);
  });
});

describe('moving products (spec 001 §4: moves disabled at the ends)', () => {
  const list = ['L1', 'L2', 'L3', 'L4'];
  it.each([
    [1, 'top', ['L2', 'L1', 'L3', 'L4']],
    [2, 'up', ['L1', 'L3', 'L2', 'L4']],
    [1, 'down', ['L1', 'L3', 'L2', 'L4']],
    [1, 'bottom', ['L1', 'L3', 'L4', 'L2']],
  ] as const)('index %d %s', (i, move, out) => expect(moveProduct(list, i, move)).toEqual(out));
  it('the first cannot go up or to the top, the last cannot go down or to the bottom', () => {
    expect([moveAllowed(4, 0, 'top'), moveAllowed(4, 0, 'up'), moveAllowed(4, 0, 'down'), moveAllowed(4, 0, 'bottom')]).toEqual([false, false, true, true]);
    expect([moveAllowed(4, 3, 'top'), moveAllowed(4, 3, 'up'), moveAllowed(4, 3, 'down'), moveAllowed(4, 3, 'bottom')]).toEqual([true, true, false, false]);
    expect(moveAllowed(1, 0, 'up') || moveAllowed(1, 0, 'down')).toBe(false);
  });
  it('a refused move or a bad index returns the same order, and never mutates the input', () => {
    expect(moveProduct(list, 0, 'up')).toEqual(list);
    expect(moveProduct(list, 9, 'down')).toEqual(list);
    expect(moveProduct(list, 1.5, 'down')).toEqual(list);
    expect(list).toEqual(['L1', 'L2', 'L3', 'L4']);
  });
});

describe('removeProduct (issue 14: deleting a product also removes its pages)', () => {
  it('removes the product and every page bound to it, reporting their indexes', () => {
    const doc = { products: [p('a', 'L1'), p('b', 'L2')], pages: [{ type: 'slt' }, { type: 'spc', uuid: 'a' }, { type: 'spc', uuid: 'b' }, { type: 'spc', uuid: 'a', deletable: false }] };
    const r = removeProduct(doc, 'a');
    expect(r.products).toEqual([p('b', 'L2')]);
    expect(r.pages).toEqual([{ type: 'slt' }, { type: 'spc', uuid: 'b' }]);
    expect(r.removedPages).toEqual([1, 3]);
    expect(r.needsBlankPage).toBe(false);
    expect(doc.products).toHaveLength(2);
  });
  it('asks for a blank page when the document would have none left', () => {
    expect(removeProduct({ products: [p('a')], pages: [{ type: 'spc', uuid: 'a' }] }, 'a')).toMatchObject({ pages: [], needsBlankPage: true });
  });
  it('an unknown uuid changes nothing', () => {
    const r = removeProduct({ products: [p('a')], pages: [{}] }, 'zz');
    expect(r).toMatchObject({ products: [p('a')], pages: [{}], removedPages: [] });
  });
});
