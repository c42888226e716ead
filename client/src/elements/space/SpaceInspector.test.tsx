// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { addProduct } from '../../../../shared/src/documents/doc-products';
import { newLampPoint, newSpace } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { domTestRoot } from '../../editor/test-dom-root';
import { editorWith, field, picker, typeNumber } from '../inspector-test-kit';
import { SpaceInspector } from './SpaceInspector';

// A space's inspector with a real editor: the space type and size typed as a designer does, and
// the live check of the lamps linked to the document's products (the worked example of
// shared/src/lighting/space-compliance.test.ts: a 6 × 4 m general office, 3600 lm 36 W Ra 80
// panels; 3 give 235.7 lx, fail; 4 give 314.2 lx against 300, pass).

const dom = domTestRoot();
const PAGE = { width: 1920, height: 1080 };
const PANEL = 'p-panel';

function setup() {
  const { editor, id, read, doc } = editorWith(newSpace(PAGE, 'office.general'));
  const params = [
    { id: 'flux', name: '光通量', value: '3600' },
    { id: 'power', name: '功率', value: '36' },
    { id: 'ra', name: '显色指数', value: '80' },
  ];
  addProduct(doc, { uuid: PANEL, product: PANEL, code: 'PL-36', name: '面板灯', params });
  const space = () => read() as ElementJSON;
  const draw = () => dom.render(<SpaceInspector editor={editor} els={[space()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />);
  /** a linked panel placed inside the room (addAt: exactly there) */
  const lamp = (i: number, product = PANEL) => {
    const s = space();
    act(() => void editor.addAt({ ...newLampPoint('panel', PAGE, '面板灯', i + 1), left: s.left + 60 + i * 60, top: s.top + 100, ...(product ? { product } : {}) }));
  };
  draw();
  return { space, draw, lamp };
}

const check = () => document.querySelector<HTMLElement>('[data-testid=space-check]')!;

describe('the space inspector', () => {
  it('takes the room’s real size and shows the check turning from fail to pass as panels are added', () => {
    const { space, draw, lamp } = setup();
    expect(picker('场所类型').value).toBe('office.general');
    typeNumber(field('房间长度 (m)'), '6');
    typeNumber(field('房间宽度 (m)'), '4');
    expect(space()).toMatchObject({ length: 6, depth: 4, mount: 2.8, plane: 0.75 });
    draw();
    expect(check().dataset.verdict).toBe('fail');
    for (const i of [0, 1, 2]) lamp(i);
    draw();
    expect(check().textContent).toContain('平均照度 236 lx，标准值 300 lx');
    expect(check().dataset.verdict).toBe('fail');
    lamp(3);
    draw();
    expect(check().dataset.verdict).toBe('pass');
    expect(check().textContent).toContain('平均照度 314 lx，标准值 300 lx');
    expect(check().textContent).toContain('功率密度 6.0 W/m²，限值 9.0 W/m²');
    expect(check().textContent).toContain('显色指数 Ra 80，要求 ≥ 80');
    expect(check().textContent).toContain('24.0 m²，室形指数 1.17');
  });

  it('takes the maintenance factor from its preset (GB 50034-2013 §4.1.6): 4 panels in a normal room give 275 lx, warn', () => {
    const { space, draw, lamp } = setup();
    typeNumber(field('房间长度 (m)'), '6');
    typeNumber(field('房间宽度 (m)'), '4');
    for (const i of [0, 1, 2, 3]) lamp(i);
    draw();
    expect(picker('维护系数').value).toBe('clean');
    expect([...picker('维护系数').options].map((o) => o.textContent)).toEqual(['清洁场所 0.80', '一般场所 0.70', '污染严重场所 0.60', '室外或开敞空间 0.65']);
    act(() => {
      picker('维护系数').value = 'normal';
      picker('维护系数').dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(space().maintenance).toBe('normal');
    draw();
    // 4 × 3600 × 0.6546 × 0.70 / 24 = 274.9 lx: within 10 % below 300
    expect(check().dataset.verdict).toBe('warn');
    expect(check().textContent).toContain('平均照度 275 lx，标准值 300 lx');
    expect(check().textContent).toContain('维护系数 0.70（一般场所）');
  });

  it('says what is missing instead of a verdict: an unlinked lamp', () => {
    const { draw, lamp } = setup();
    lamp(0, '');
    draw();
    expect(check().dataset.verdict).toBe('incomplete');
    expect(document.querySelector('[data-testid=space-missing]')!.textContent).toBe('1 盏灯未关联产品');
  });
});
