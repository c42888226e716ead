import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../shared/src/protocol/product';
import { branchOf } from './category-tree';

const node = (id: number, pid: number, name: string, children: CategoryNode[] = []): CategoryNode => ({ id, pid, name, count: 1, children });
const tree = [node(1, 0, '嵌入式照明', [node(11, 1, '筒灯', [node(111, 11, '防眩筒灯')]), node(12, 1, '射灯')]), node(2, 0, '轨道照明')];

describe('branchOf', () => {
  it('answers the path from the top down to a category', () => {
    expect(branchOf(tree, 111)).toEqual([1, 11, 111]);
    expect(branchOf(tree, 12)).toEqual([1, 12]);
    expect(branchOf(tree, 2)).toEqual([2]);
  });

  it('answers nothing for a category that is not there', () => {
    expect(branchOf(tree, 99)).toEqual([]);
    expect(branchOf([], 1)).toEqual([]);
  });
});
