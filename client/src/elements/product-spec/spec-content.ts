import type { DocLine } from '../../../../shared/src/documents/doc-lines';
import { displayParams, PARAM_GROUPS } from '../../../../shared/src/products/params';

// What a spec sheet shows of a product (spec 001 §2), gathered once for whichever style draws it.

/** The small pictures of a spec sheet, in their printed order. */
export const SMALL_PIC_KINDS = ['spectrum', 'light_pattern', 'glare', 'install'] as const;

export interface SpecPicture {
  kind: string;
  label: string;
  src: string;
}
export interface SpecGroup {
  title: string;
  items: { name: string; text: string }[];
}
export interface SpecContent {
  no: string;
  code: string;
  name: string;
  /** the cover first, then the size drawings */
  pictures: string[];
  small: SpecPicture[];
  description: string[];
  groups: SpecGroup[];
  remark: string;
}

type Tr = (key: string, params?: Record<string, unknown>) => string;

export function specContent(line: DocLine, t: Tr): SpecContent {
  const pics = (kind: string) => (line.pics[kind] ?? []).map((p) => p.path).filter((p) => p !== '');
  const pictures = [...new Set([line.cover, ...pics('cover'), ...pics('size')].filter((p) => p !== ''))];
  const small = SMALL_PIC_KINDS.flatMap((kind) => pics(kind).slice(0, 1).map((src) => ({ kind, label: t(`product.pics.${kind}`), src })));
  const groups = displayParams(line, (n) => t('product.warrantyYears', { n })).map((g) => ({
    // custom group names print as typed
    title: (PARAM_GROUPS as readonly string[]).includes(g.group) ? t(`product.groups.${g.group}`) : g.group,
    items: g.items.map((p) => ({ name: p.name, text: p.text })),
  }));
  return {
    no: line.no,
    code: line.code,
    name: line.name,
    pictures,
    small,
    description: line.description
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    groups,
    remark: line.remark.trim(),
  };
}
