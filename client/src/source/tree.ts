import { MINE_ROOT, type SourceNode } from '../../../shared/src/protocol/source-library';

/**
 * The material tree on the client: the roots to show while the server's tree is not there,
 * which places are read-only, the subtree the move dialog disables, and its filter.
 */

/** libraries only their admins change: read-only for everyone else */
export const READ_ONLY_ROOTS = ['share', 'company'] as const;
/** views of my materials, not folders: nothing can be filed into them */
export const VIEW_ROOTS = ['latest', 'ungrouped'] as const;
export const TREE_FILTER_MAX = 20;

/** The special roots in the order of spec 000 §3; company only for company users. */
export function defaultTree(company: boolean): SourceNode[] {
  const roots: SourceNode[] = [{ id: 'share', name: '', children: [] }];
  if (company) roots.push({ id: 'company', name: '', children: [] });
  roots.push({ id: MINE_ROOT, name: '', children: [] }, { id: 'latest', name: '', children: [] }, { id: 'ungrouped', name: '', children: [] });
  return roots;
}

/** The server's tree, but never a company root for someone who is not a company user. */
export function visibleTree(tree: readonly SourceNode[], company: boolean): SourceNode[] {
  return tree.filter((n) => company || n.id !== 'company');
}

export function findNode(tree: readonly SourceNode[], id: string): SourceNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** The root a node sits under ('share', 'company', '0'…), or null when it is not in the tree. */
export function rootOf(tree: readonly SourceNode[], id: string): string | null {
  for (const root of tree) if (root.id === id || findNode(root.children, id)) return root.id;
  return null;
}

/**
 * Where uploads, new folders, moves, renames and deletes are offered: my materials and my
 * folders, and the shared or company library and its folders when the server's tree says the
 * caller manages it (an admin). The latest and ungrouped views file into my materials.
 */
export function isWritable(tree: readonly SourceNode[], dir: string): boolean {
  if (dir === MINE_ROOT || (VIEW_ROOTS as readonly string[]).includes(dir)) return true;
  const root = rootOf(tree, dir);
  if (root === MINE_ROOT) return true;
  return root !== null && (READ_ONLY_ROOTS as readonly string[]).includes(root) && tree.find((n) => n.id === root)?.editable === true;
}

/** Where an upload from this place is filed: the place itself, or my materials from a view or a library one only reads. */
export function uploadDir(dir: string, tree: readonly SourceNode[] = []): string {
  if ((VIEW_ROOTS as readonly string[]).includes(dir)) return MINE_ROOT;
  if ((READ_ONLY_ROOTS as readonly string[]).includes(dir) && !isWritable(tree, dir)) return MINE_ROOT;
  return dir;
}

/** A folder and every folder under it: the move dialog cannot put a folder inside itself. */
export function subtreeIds(tree: readonly SourceNode[], id: string): Set<string> {
  const ids = new Set<string>();
  const walk = (node: SourceNode) => {
    ids.add(node.id);
    node.children.forEach(walk);
  };
  const node = findNode(tree, id);
  if (node) walk(node);
  return ids;
}

/**
 * My folders whose name holds the filter, with the folders above them kept so each match shows
 * where it is. The filter is cut to 20 characters and matched without case.
 */
export function filterTree(nodes: readonly SourceNode[], filter: string): SourceNode[] {
  const word = filter.trim().slice(0, TREE_FILTER_MAX).toLowerCase();
  if (word === '') return nodes.map((n) => ({ ...n }));
  const out: SourceNode[] = [];
  for (const node of nodes) {
    const children = filterTree(node.children, word);
    if (node.name.toLowerCase().includes(word) || children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** The names from the root to a folder, for the list's heading. */
export function pathTo(tree: readonly SourceNode[], id: string): SourceNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
