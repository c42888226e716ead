// The style variants of the spec page and product documents (spec 001 §2: default, t1 … t4).
// A module of its own, importing nothing: the element field specs (schema/elements/specs.ts)
// need it, and doc-settings.ts imports the schema, so taking it from there made an import
// cycle in which a server that loaded doc-settings first checked styles against `undefined`.

export const DOC_STYLES = ['default', 't1', 't2', 't3', 't4'] as const;
export type DocStyle = (typeof DOC_STYLES)[number];
