import type { CategoryNode } from '../../../shared/src/protocol/product';

/** The category tree as one indented list, for a <select> (parents before their children). */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0, skip?: number): { id: number; name: string; depth: number }[] {
  return nodes.flatMap((n) => (n.id === skip ? [] : [{ id: n.id, name: n.name, depth }, ...flattenCategories(n.children, depth + 1, skip)]));
}

/** A category by id anywhere in the tree. */
export function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findCategory(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** indentation with full-width spaces: <option> ignores padding */
export const indent = (depth: number): string => '\u3000'.repeat(depth);
