import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { DEFAULT_MODES, modeCct, modeLx, modeName } from './ill-cct-modes';

// The illuminance and colour-temperature modes' rules (spec 002 §5) and defaults (§9).

describe('mode names', () => {
  it('are trimmed, at most 20 characters and unique', () => {
    expect(modeName(' 阅读 ', ['日常'])).toEqual({ ok: true, value: '阅读' });
    expect(modeName('日常', ['日常'])).toEqual({ ok: false, key: 'planning.rule.modeNameTaken' });
    expect(modeName('模'.repeat(21), [])).toEqual({ ok: false, key: 'planning.rule.nameTooLong', params: { max: 20 } });
    expect(modeName('', [])).toEqual({ ok: false, key: 'planning.rule.nameRequired' });
    expect(translate('zh-TW', 'planning.rule.modeNameTaken')).toBe('已存在相同名稱的場景模式');
  });
});

describe('mode illuminance: 5..1000 lx, step 10', () => {
  it.each([
    [4, 5],
    [5, 5],
    [6, 10],
    [24, 20],
    [25, 30],
    [995, 1000],
    [1000, 1000],
    [1001, 1000],
    [0, 5],
    ['150', 150],
  ])('%j → %i', (raw, lx) => expect(modeLx(raw)).toEqual({ ok: true, value: lx }));

  it('refuses what is not a number', () => {
    expect(modeLx('')).toEqual({ ok: false, key: 'planning.rule.lxNotNumber' });
    expect(modeLx(Number.NaN)).toEqual({ ok: false, key: 'planning.rule.lxNotNumber' });
  });
});

describe('mode colour temperature: 1750..10000 K, the axis rounding', () => {
  it.each([
    [1749, 1750],
    [1750, 1750],
    [2216, 2220],
    [2494, 2490],
    [2500, 2500],
    [2730, 2700],
    [6550, 6600],
    [10000, 10000],
    [10001, 10000],
    ['4000', 4000],
  ])('%j → %i K', (raw, cct) => expect(modeCct(raw)).toEqual({ ok: true, value: cct }));

  it('refuses what is not a number', () => {
    expect(modeCct('暖光')).toEqual({ ok: false, key: 'planning.rule.cctNotNumber' });
  });
});

describe('default modes (spec 002 §9)', () => {
  it('are the six modes with their lx and K, each passing the rules', () => {
    expect(DEFAULT_MODES.map((m) => [m.name, m.lx, m.cct])).toEqual([
      ['起夜', 20, 2500],
      ['放松', 100, 2700],
      ['氛围', 150, 3000],
      ['聊天', 200, 3500],
      ['社交', 250, 4000],
      ['日常', 300, 4500],
    ]);
    DEFAULT_MODES.forEach((m, i) => {
      expect(modeName(m.name, DEFAULT_MODES.filter((_, j) => j !== i).map((o) => o.name))).toEqual({ ok: true, value: m.name });
      expect(modeLx(m.lx)).toEqual({ ok: true, value: m.lx });
      expect(modeCct(m.cct)).toEqual({ ok: true, value: m.cct });
    });
  });
});
