import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { bandKey, CONTRAST_BANDS, contrastBand, focalContrast, ratioText } from './vision-contrast';
import { DEFAULT_ACTIVITIES } from './vision';

// The contrast bands of spec 002 §9 (3:1 … 50:1) and the focal contrast the chart prints.

describe('contrast bands', () => {
  it('are the seven ratios of spec 002 §9', () => {
    expect(CONTRAST_BANDS).toEqual([3, 5, 10, 20, 30, 40, 50]);
  });

  it.each([
    [1, null],
    [2.99, null],
    [3, 3],
    [4.99, 3],
    [5, 5],
    [9.99, 5],
    [10, 10],
    [19.9, 10],
    [20, 20],
    [29.9, 20],
    [30, 30],
    [40, 40],
    [49.9, 40],
    [50, 50],
    [200, 50],
    [Infinity, 50],
    [Number.NaN, null],
  ])('%f:1 falls in band %j', (ratio, band) => expect(contrastBand(ratio)).toBe(band));

  it('are named from barely perceptible to overwhelming in each language', () => {
    expect(CONTRAST_BANDS.map((b) => translate('zh-CN', `planning.vision.band.${bandKey(b)}`))).toEqual(['勉强可察觉', '可察觉', '明显', '突出', '强烈', '非常强烈', '压倒性']);
    expect(translate('en', `planning.vision.band.${bandKey(3)}`)).toBe('barely perceptible');
    expect(translate('en', `planning.vision.band.${bandKey(50)}`)).toBe('overwhelming');
    expect(translate('zh-TW', `planning.vision.band.${bandKey(50)}`)).toBe('壓倒性');
    expect(bandKey(null)).toBe('below');
  });
});

describe('the focal contrast', () => {
  it('is the brightest activity against the dimmest lit one', () => {
    const c = focalContrast([
      { name: 'a', lx: 100 },
      { name: 'b', lx: 500 },
      { name: 'c', lx: 0 },
      { name: 'd', lx: 50 },
    ]);
    expect(c).toMatchObject({ focus: { name: 'b' }, ambient: { name: 'd' }, ratio: 10, band: 10 });
  });

  it('needs two lit activities (0 lx is dark, not a surround)', () => {
    expect(focalContrast([])).toBeNull();
    expect(focalContrast([{ lx: 300 }, { lx: 0 }])).toBeNull();
    expect(focalContrast([{ lx: 30 }, { lx: 30 }])).toMatchObject({ ratio: 1, band: null });
  });

  it('of the sample walk is 500 lx at the table against 30 lx in the corridor: 17:1, noticeable', () => {
    const c = focalContrast(DEFAULT_ACTIVITIES)!;
    expect([c.focus.name, c.ambient.name, ratioText(c.ratio), c.band]).toEqual(['餐桌', '走廊', '17:1', 10]);
  });

  it('prints one decimal below 10:1 and whole ratios above', () => {
    expect(ratioText(3)).toBe('3:1');
    expect(ratioText(10 / 3)).toBe('3.3:1');
    expect(ratioText(9.96)).toBe('10:1');
    expect(ratioText(16.67)).toBe('17:1');
  });
});
