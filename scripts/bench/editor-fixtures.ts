// Documents for the editor benchmark (scripts/bench/editor.ts), made the way the app makes them:
// a blank deck from the template registry, its pages replaced with generated ones, created and
// filled through /kapi (doc/create, then doc/update) by a signed-in client.
import { mulberry32 } from '../../shared/src/schema/random';
import { newShape, newText, SHAPE_TYPES } from '../../shared/src/schema/elements/kinds';
import { newPageId } from '../../shared/src/schema/ids';
import type { DocumentJSON, ElementJSON, PageJSON } from '../../shared/src/schema/types';
import { buildDocument } from '../../shared/src/templates/registry';
import type { TestClient } from '../../test/helpers/http';

export const PAGE = { width: 1920, height: 1080 };

/**
 * The element every drag grabs: a closed rectangle, large enough to hit at any zoom, kept last
 * on its page so it is drawn (and hit-tested) above everything else.
 */
export const DRAG_TARGET = { id: 'edrag000001', left: 200, top: 380, width: 300, height: 300 };

/** The factories type their result as Omit<ElementJSON, 'id'>, which loses the named fields. */
const withId = (base: Omit<ElementJSON, 'id'>, id: string): ElementJSON => ({ ...(base as ElementJSON), id });

const TEXTS = ['筒灯 3000K 显指 Ra≥90', '客厅重点照明', '灯带 4000K 24V', '轨道射灯 15° 光束角', '照度 300 lx', '方案说明：分层布光'];

/**
 * n elements scattered over a page (seeded, so every run draws the same picture): half shapes
 * of every kind, half short texts, at varied sizes. Ids are unique within a document via `tag`.
 */
function scatter(n: number, tag: string, seed: number): ElementJSON[] {
  const random = mulberry32(seed);
  const items: ElementJSON[] = [];
  for (let i = 0; i < n; i++) {
    const made = i % 2 === 0 ? newShape(SHAPE_TYPES[(i / 2) % SHAPE_TYPES.length]!, PAGE) : newText(PAGE, `<p>${TEXTS[i % TEXTS.length]} ${i}</p>`);
    const base = withId(made, `e${tag}${String(i).padStart(6, '0')}`);
    const width = Math.round(base.width * (0.3 + random() * 0.5));
    const height = Math.round(base.height * (0.3 + random() * 0.5));
    items.push({
      ...base,
      left: Math.round(random() * (PAGE.width - width)),
      top: Math.round(random() * (PAGE.height - height)),
      width,
      height,
    });
  }
  return items;
}

const page = (name: string, items: ElementJSON[]): PageJSON => ({ id: newPageId(), name, editable: true, deletable: true, items });

/** One page: `others` scattered elements under the drag target (so others + 1 in all). */
export function dragPage(others: number): PageJSON[] {
  const target = { ...withId(newShape('rect', PAGE), DRAG_TARGET.id), ...DRAG_TARGET };
  return [page('第1页', [...scatter(others, 'a', 2026), target])];
}

/** A deck of `pages` pages, each with a title and `perPage - 1` more elements. */
export function deckPages(pages: number, perPage: number): PageJSON[] {
  return Array.from({ length: pages }, (_, p) => {
    const html = `<h1 style="text-align: center">第 ${p + 1} 部分 · 照明设计</h1>`;
    const title = { ...withId(newText(PAGE, html), `et${String(p).padStart(6, '0')}`), top: 80, left: 160, width: 1600, height: 160 };
    return page(`第${p + 1}页`, [title, ...scatter(perPage - 1, `p${p}x`, p + 1)]);
  });
}

/** Creates a blank deck through doc/create and replaces its pages through doc/update. */
export async function createDoc(client: TestClient, name: string, pages: PageJSON[]): Promise<string> {
  const created = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
  if (created.status !== 0) throw new Error(`doc/create failed: ${created.status} ${created.message}`);
  const blank: DocumentJSON = buildDocument('plan', 'blank', { name })!;
  const updated = await client.post('doc/update', { id: created.data.id, name, pages, products: blank.products, options: blank.options });
  if (updated.status !== 0) throw new Error(`doc/update failed: ${updated.status} ${updated.message}`);
  return created.data.id;
}

/** Where the server has the drag target now (the drag's end is written back through sync). */
export async function targetBox(client: TestClient, docId: string): Promise<{ left: number; top: number }> {
  const loaded = await client.get<DocumentJSON>('doc/load', { id: docId });
  if (loaded.status !== 0) throw new Error(`doc/load failed: ${loaded.status} ${loaded.message}`);
  const el = loaded.data.pages[0]?.items.find((i) => i.id === DRAG_TARGET.id);
  if (!el) throw new Error(`drag target missing from ${docId}`);
  return { left: el.left, top: el.top };
}
