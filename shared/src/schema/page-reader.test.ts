import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, elementText, orderedItems, pageJSON, pageOf } from './doc';
import { addElement } from './edit';
import { newShape, newText } from './elements/kinds';
import { newLampPoint } from './elements/lighting';
import { patchElements, removeElements, setPageField } from './page-ops';
import { PageReader } from './page-reader';
import { mulberry32 } from './random';
import { buildDocument } from '../templates/registry';

const PAGE = { width: 1920, height: 1080 };

function setup() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const pageId = [...doc.getMap('pages').keys()][0]!;
  const reader = new PageReader();
  pageOf(doc, pageId)!.observeDeep((events) => reader.changed(events));
  return { doc, pageId, page: () => pageOf(doc, pageId)!, reader };
}

describe('PageReader', () => {
  it('keeps the JSON of untouched elements and answers what pageJSON answers, through random edits', () => {
    const { doc, pageId, page, reader } = setup();
    const random = mulberry32(2026);
    doc.transact(() => {
      for (let i = 0; i < 20; i++) addElement(page(), i % 3 === 0 ? newLampPoint('downlight', PAGE, '筒灯') : newShape('rect', PAGE));
      addElement(page(), newText(PAGE, '<p>客厅 300 lx</p>'));
    });
    let before = reader.read(pageId, page());
    expect(before).toEqual(pageJSON(pageId, page()));
    for (let step = 0; step < 300; step++) {
      const ids = orderedItems(page()).map(([id]) => id);
      const pick = ids[Math.floor(random() * ids.length)]!;
      const roll = random();
      let touched: string[] = [];
      if (roll < 0.4) {
        patchElements(page(), new Map([[pick, { left: Math.round(random() * 1000), stroke: random() < 0.5 ? '#fa5252' : '#228be6' }]]));
        touched = [pick];
      } else if (roll < 0.55) {
        doc.transact(() => addElement(page(), newShape('polygon', PAGE)));
      } else if (roll < 0.7 && ids.length > 2) {
        removeElements(page(), [pick]);
      } else if (roll < 0.8) {
        const text = orderedItems(page()).map(([, el]) => elementText(el)).find((t) => t !== undefined);
        const para = text?.get(0);
        if (para instanceof Y.XmlElement) (para.get(0) as Y.XmlText).insert(0, '改');
        touched = orderedItems(page()).filter(([, el]) => elementText(el) !== undefined).map(([id]) => id);
      } else if (roll < 0.9) {
        setPageField(doc, pageId, 'name', `第${step}页`);
      } else {
        // an unchecked value arrives from elsewhere: it is read through the element's checks
        doc.transact(() => orderedItems(page()).find(([id]) => id === pick)![1].set('opacity', 7));
        touched = [pick];
      }
      const after = reader.read(pageId, page());
      expect(after).toEqual(pageJSON(pageId, page()));
      // nothing touched is re-read: the very same objects come back for the other elements
      const old = new Map(before.items.map((el) => [el.id, el]));
      for (const el of after.items) if (!touched.includes(el.id) && old.has(el.id) && old.get(el.id)!.zindex === el.zindex) expect(el).toBe(old.get(el.id));
      before = after;
    }
  });

  it('a touched element is read again even when only its rich text changed', () => {
    const { doc, pageId, page, reader } = setup();
    doc.transact(() => addElement(page(), newText(PAGE, '<p>照度</p>')));
    const first = reader.read(pageId, page());
    const [id, el] = orderedItems(page()).at(-1)!;
    ((elementText(el)!.get(0) as Y.XmlElement).get(0) as Y.XmlText).insert(2, '300 lx');
    const second = reader.read(pageId, page());
    expect(second.items.find((i) => i.id === id)!.html).toBe('<p>照度300 lx</p>');
    expect(second.items.find((i) => i.id === id)).not.toBe(first.items.find((i) => i.id === id));
  });
});
