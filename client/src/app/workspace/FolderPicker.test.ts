import { describe, expect, it } from 'vitest';
import { blockedTargets } from './FolderPicker';

const tree = [
  { id: 'a', name: 'A', type: 'folder' as const, children: [{ id: 'b', name: 'B', type: 'folder' as const, children: [{ id: 'c', name: 'C', type: 'folder' as const, children: [] }] }] },
  { id: 'd', name: 'D', type: 'project' as const, children: [] },
];

describe('move targets', () => {
  it('disables the moved folder and its whole subtree, nothing else', () => {
    expect([...blockedTargets(tree, ['b'])].sort()).toEqual(['b', 'c']);
    expect([...blockedTargets(tree, ['a', 'd'])].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...blockedTargets(tree, ['some-document'])]).toEqual([]);
  });
});
