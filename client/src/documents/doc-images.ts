import type { PageJSON } from '../../../shared/src/schema/types';
import type { DocData } from './doc-data';

const PRODUCT_TAGS: readonly string[] = ['productlist', 'productspec', 'doctable'];

/**
 * The product pictures a page may draw through its product-document elements, so export and
 * covers can wait for them like they wait for image elements (nothing when the page has none).
 */
export function productImageSources(page: PageJSON, data: DocData | undefined): string[] {
  if (!data || !page.items.some((el) => PRODUCT_TAGS.includes(el.tag))) return [];
  const out = new Set<string>();
  for (const line of data.lines) {
    if (line.cover) out.add(line.cover);
    for (const list of Object.values(line.pics)) for (const p of list) out.add(p.path);
  }
  return [...out];
}
