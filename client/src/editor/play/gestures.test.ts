import { describe, expect, it } from 'vitest';
import { classifyStroke, isSecondTap } from './gestures';

describe('classifyStroke', () => {
  it('a short touch that stays put is a tap; a long one is not', () => {
    expect(classifyStroke(3, -4, 120)).toBe('tap');
    expect(classifyStroke(0, 0, 800)).toBeNull();
  });

  it('a sideways move is a swipe in its direction, brisk or slow', () => {
    expect(classifyStroke(-120, 10, 200)).toBe('swipe-left');
    expect(classifyStroke(90, -20, 300)).toBe('swipe-right');
    expect(classifyStroke(-200, 0, 1500)).toBe('swipe-left');
  });

  it('short, diagonal or vertical moves turn nothing', () => {
    expect(classifyStroke(-30, 0, 100)).toBeNull();
    expect(classifyStroke(-100, 90, 200)).toBeNull();
    expect(classifyStroke(0, 200, 200)).toBeNull();
  });
});

describe('isSecondTap', () => {
  const first = { x: 100, y: 100, at: 1000 };
  it('needs the second tap soon and near', () => {
    expect(isSecondTap(first, 110, 95, 1250)).toBe(true);
    expect(isSecondTap(first, 110, 95, 1400)).toBe(false);
    expect(isSecondTap(first, 200, 100, 1100)).toBe(false);
    expect(isSecondTap(null, 100, 100, 1100)).toBe(false);
  });
});
