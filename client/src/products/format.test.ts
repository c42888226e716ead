import { describe, expect, it } from 'vitest';
import { keyParams, priceText, yuan } from './format';

describe('yuan', () => {
  it.each([
    [0, '¥0.00'],
    [12.5, '¥12.50'],
    [1280, '¥1,280.00'],
    [1234567.891, '¥1,234,567.89'],
    [-3, '-¥3.00'],
  ])('%s → %s', (v, text) => expect(yuan(v)).toBe(text));
});

describe('priceText', () => {
  it('adds the unit, and has nothing for no price', () => {
    expect(priceText(99, '套')).toBe('¥99.00 / 套');
    expect(priceText(99)).toBe('¥99.00');
    expect(priceText(null, '个')).toBeNull();
  });
});

describe('keyParams', () => {
  it('shows power, cct, beam and Ra in that order with their units, skipping the empty', () => {
    const params = [
      { id: 'ra', name: '显色指数', value: '90' },
      { id: 'beam', name: '光束角', value: '24' },
      { id: 'size', name: '尺寸', value: 'Φ85×60' },
      { id: 'power', name: '功率', value: '12' },
      { id: 'cct', name: '色温', value: '' },
    ];
    expect(keyParams(params)).toEqual([
      { id: 'power', text: '12 W' },
      { id: 'beam', text: '24°' },
      { id: 'ra', text: '90 Ra' },
    ]);
  });
});
