import type { CategoryNode } from '../../../shared/src/protocol/product';

/** The ids from the top down to `id`, so the branch of a category chosen by link opens by itself; [] if absent. */
export function branchOf(tree: readonly CategoryNode[], id: number): number[] {
  for (const node of tree) {
    if (node.id === id) return [node.id];
    const below = branchOf(node.children, id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}
