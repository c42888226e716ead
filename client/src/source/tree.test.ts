import { describe, expect, it } from 'vitest';
import type { SourceNode } from '../../../shared/src/protocol/source-library';
import { defaultTree, filterTree, isWritable, pathTo, subtreeIds, uploadDir, visibleTree } from './tree';

const n = (id: string, name: string, children: SourceNode[] = []): SourceNode => ({ id, name, children });
const tree = [n('share', '共享', [n('90', '样板间')]), n('0', '我的素材', [n('1', '现场照片', [n('2', '酒店'), n('3', '办公')]), n('4', '效果图')]), n('latest', '最近'), n('ungrouped', '未分组')];

describe('material tree', () => {
  it('shows the company root to company users only', () => {
    expect(defaultTree(false).map((r) => r.id)).toEqual(['share', '0', 'latest', 'ungrouped']);
    expect(defaultTree(true).map((r) => r.id)).toEqual(['share', 'company', '0', 'latest', 'ungrouped']);
    expect(visibleTree([n('company', 'c'), n('0', 'm')], false).map((r) => r.id)).toEqual(['0']);
  });

  it('lets only my materials be changed', () => {
    expect(isWritable(tree, 'share')).toBe(false);
    expect(isWritable(tree, '90')).toBe(false);
    expect(isWritable(tree, 'company')).toBe(false);
    expect(isWritable(tree, '0')).toBe(true);
    expect(isWritable(tree, '3')).toBe(true);
    expect(isWritable(tree, 'latest')).toBe(true);
    expect(isWritable(tree, '777')).toBe(false);
    expect(uploadDir('latest')).toBe('0');
    expect(uploadDir('3')).toBe('3');
    expect(uploadDir('share', tree)).toBe('0');
  });

  it('lets an admin change the shared library the server says is theirs to manage', () => {
    const managed = tree.map((r) => (r.id === 'share' ? { ...r, editable: true } : r));
    expect(isWritable(managed, 'share')).toBe(true);
    expect(isWritable(managed, '90')).toBe(true);
    expect(uploadDir('share', managed)).toBe('share');
    expect(isWritable(managed, 'company')).toBe(false);
  });

  it('disables a folder and everything under it', () => {
    expect([...subtreeIds(tree, '1')].sort()).toEqual(['1', '2', '3']);
    expect(subtreeIds(tree, 'nope').size).toBe(0);
  });

  it('filters by name keeping the parents, at most 20 characters', () => {
    const mine = tree[1]!.children;
    expect(filterTree(mine, '酒店')).toEqual([n('1', '现场照片', [n('2', '酒店')])]);
    expect(filterTree(mine, '')).toHaveLength(2);
    expect(filterTree(mine, '效果图' + 'x'.repeat(30))).toEqual([]);
    expect(filterTree([n('5', 'abcdefghijklmnopqrst')], 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toHaveLength(1);
  });

  it('gives the path to a folder', () => {
    expect(pathTo(tree, '3').map((p) => p.id)).toEqual(['0', '1', '3']);
    expect(pathTo(tree, 'x')).toEqual([]);
  });
});
