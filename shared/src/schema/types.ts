// The JSON shape of a document (spec 001 §3): what /kapi/doc/load answers, /kapi/doc/update
// takes, the viewer renders and templates are written in. Yjs holds the live version (doc.ts).

/** Document kinds edited in LightKit (spec 000 §3); folder/project and the external kinds are not documents. */
export const DOC_TYPES = ['plan', 'slt', 'spc', 'pqt', 'cet', 'ect', 'djb'] as const;
export type DocType = (typeof DOC_TYPES)[number];

export interface ElementJSON {
  id: string;
  tag: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotate?: number;
  /** 1-based drawing order, derived from the fractional z on output; ignored on input */
  zindex?: number;
  /** rich text of text-like elements, as sanitised HTML */
  html?: string;
  [key: string]: unknown;
}

export interface PageJSON {
  id: string;
  name: string;
  editable?: boolean;
  deletable?: boolean;
  items: ElementJSON[];
  [key: string]: unknown;
}

export interface ProductJSON {
  uuid: string;
  [key: string]: unknown;
}

export interface ProductDisplay {
  fields: string[];
  cols: number;
}

export interface DocumentJSON {
  name: string;
  type: DocType;
  template: string;
  pages: PageJSON[];
  products: { items: ProductJSON[]; display: ProductDisplay };
  options: Record<string, unknown>;
  /**
   * Per-document settings of the product documents (a quotation's to/from blocks, tax rate, a
   * selection table's columns…), one entry per key so colleagues changing different ones both
   * win (shared/src/documents/doc-settings.ts). Absent in documents from before issue 14.
   */
  settings?: Record<string, unknown>;
}

export const DEFAULT_PRODUCT_DISPLAY: ProductDisplay = { fields: ['cover', 'no', 'code', 'param'], cols: 1 };
