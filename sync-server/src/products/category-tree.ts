import type { CategoryNode } from '../../../shared/src/protocol/product';

// A store's categories are read whole (a store has tens of them, not thousands) and walked here.

export interface CategoryLike {
  id: number;
  pid: number;
  name: string;
}

/** The category and every category under it. */
export function withDescendants(rows: readonly CategoryLike[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (Number(r.pid) === out[i]) out.push(Number(r.id));
  return out;
}

/** Whether `candidate` is `id` or lies under it (moving `id` there would make a loop). */
export const isUnder = (rows: readonly CategoryLike[], id: number, candidate: number): boolean => withDescendants(rows, id).includes(candidate);

/** The tree with each node's count of products in it and below it. */
export function categoryTree(rows: readonly CategoryLike[], counts: ReadonlyMap<number, number>): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(rows.map((r) => [Number(r.id), { id: Number(r.id), pid: Number(r.pid), name: r.name, count: counts.get(Number(r.id)) ?? 0, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.pid);
    if (parent && parent !== n) parent.children.push(n);
    else roots.push(n);
  }
  const total = (n: CategoryNode, depth: number): number => (depth > 50 ? 0 : (n.count += n.children.reduce((s, c) => s + total(c, depth + 1), 0)));
  for (const r of roots) total(r, 0);
  return roots;
}
