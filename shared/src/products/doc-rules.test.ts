import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { canAddProduct, canInsertIntoPage, listNoValue, moveAllowed, nextListNo, specPageIndex } from './doc-rules';

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
  it('the first cannot go up or to the top, the last cannot go down or to the bottom', () => {
    expect([moveAllowed(4, 0, 'top'), moveAllowed(4, 0, 'up'), moveAllowed(4, 0, 'down'), moveAllowed(4, 0, 'bottom')]).toEqual([false, false, true, true]);
    expect([moveAllowed(4, 3, 'top'), moveAllowed(4, 3, 'up'), moveAllowed(4, 3, 'down'), moveAllowed(4, 3, 'bottom')]).toEqual([true, true, false, false]);
    expect(moveAllowed(1, 0, 'up') || moveAllowed(1, 0, 'down')).toBe(false);
  });
});
