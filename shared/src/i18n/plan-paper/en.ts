import type { planPaperZhCN } from './zh-CN';

export const planPaperEn: typeof planPaperZhCN = {
  link: {
    label: 'Linked product',
    none: 'No product linked',
    mixed: 'The selected lamps link different products',
    gone: 'The product no longer exists or is not visible to you',
    search: 'Search product code or name',
    storeLabel: 'Library',
    store: { system: 'System library', company: 'Company library', mine: 'My products' },
    searching: 'Searching…',
    noResults: 'No products found',
    unlink: 'Unlink',
  },
  build: {
    command: 'Build schedule and quotation from plan',
    noLinks: 'No lamp on the plan links a product: pick one under “Linked product” of a lamp first',
    report: 'Updated: {{added}} products added, {{updated}} quantities updated',
    removed: '{{count}} products without lamps removed',
    kept: '{{count}} products have no lamps left but carry a price: kept (quantity 0)',
    missing: '{{count}} linked products were not found in the library',
    pages: 'Pages added: {{names}}',
  },
};
