import { describe, expect, it } from 'vitest';
import { isMessageKey, translate } from '../i18n';
import { checkPowerDensity, LPD_LIMITS, LPD_NOTE, LPD_NOTE_KEY, lpdLimit, powerDensity } from './power-density';

describe('powerDensity', () => {
  it('worked example: 100 W in a 20 m² living room → 5.0 W/m²', () => {
    expect(powerDensity({ power: 100, area: 20 })).toBe(5);
  });
  it('12 downlights of 7 W in a 15 m² bedroom → 84 / 15 = 5.6 W/m²', () => {
    expect(powerDensity({ power: 84, area: 15 })).toBeCloseTo(5.6, 12);
  });
  it('no power is 0 W/m²', () => expect(powerDensity({ power: 0, area: 12 })).toBe(0));
  it.each([
    [{ power: 100, area: 0 }, 'energy.areaPositive'],
    [{ power: 100, area: -5 }, 'energy.areaPositive'],
    [{ power: 100, area: Number.NaN }, 'energy.notNumber'],
    [{ power: 100, area: Infinity }, 'energy.notNumber'],
    [{ power: -1, area: 10 }, 'energy.negative'],
    [{ power: Number.NaN, area: 10 }, 'energy.notNumber'],
  ])('refuses %o with a RangeError whose message is the key %s', (input, key) => {
    expect(() => powerDensity(input)).toThrow(RangeError);
    expect(() => powerDensity(input)).toThrow(key);
    expect(isMessageKey(key)).toBe(true);
  });
});

describe('LPD_LIMITS (GB 50034-2013 §6.3)', () => {
  it('residential 表 6.3.1: every room of a dwelling ≤ 6.0 current, ≤ 5.0 target (the seed 002 §9 home values)', () => {
    const rows = LPD_LIMITS.filter((r) => r.scope === 'dwelling');
    expect(rows.map((r) => [r.name, r.lux])).toEqual([['起居室', 100], ['卧室', 75], ['餐厅', 150], ['厨房', 100], ['卫生间', 100]]);
    for (const r of rows) expect([r.current, r.target, r.source.clause]).toEqual([6.0, 5.0, '表 6.3.1']);
  });
  it.each([
    ['office.general', 300, 9.0, 8.0, '表 6.3.3'],
    ['office.highGrade', 500, 15.0, 13.5, '表 6.3.3'],
    ['shop.general', 300, 10.0, 9.0, '表 6.3.4'],
    ['shop.highGrade', 500, 16.0, 14.5, '表 6.3.4'],
    ['hotel.multiFunction', 300, 13.5, 12.0, '表 6.3.5'],
    ['hospital.ward', 100, 5.0, 4.5, '表 6.3.6'],
    ['hospital.waiting', 200, 6.5, 5.5, '表 6.3.6'],
    ['school.classroom', 300, 9.0, 8.0, '表 6.3.7'],
    ['school.dormitory', 150, 5.0, 4.5, '表 6.3.7'],
  ])('GB 50034-2013 %s: %d lx, 现行值 %d, 目标值 %d (%s)', (type, lux, current, target, clause) => {
    expect(lpdLimit(type)).toMatchObject({ lux, current, target, source: { standard: 'GB 50034-2013', clause } });
  });
  it('hotel guest room has no illuminance in 表 6.3.5 and keeps it null', () => {
    expect(lpdLimit('hotel.guestRoom')).toMatchObject({ lux: null, current: 7.0, target: 6.0 });
  });
  it('every row: unique id, labelled 2013 with a 表 6.3.x clause, target below current, sane figures', () => {
    expect(new Set(LPD_LIMITS.map((r) => r.spaceType)).size).toBe(LPD_LIMITS.length);
    for (const r of LPD_LIMITS) {
      expect(r.source.standard).toBe('GB 50034-2013');
      expect(r.source.clause).toMatch(/^表 6\.3\.\d$/);
      expect(r.spaceType.startsWith(`${r.building}.`)).toBe(true);
      expect(r.target).toBeLessThan(r.current);
      expect(r.current).toBeLessThanOrEqual(20);
    }
    expect(new Set(LPD_LIMITS.map((r) => r.building))).toEqual(new Set(['residential', 'office', 'shop', 'hotel', 'hospital', 'school']));
  });
  it('says GB/T 50034-2024 applies now, in the note and in every language', () => {
    expect(LPD_NOTE).toContain('GB/T 50034-2024');
    for (const lang of ['zh-CN', 'en', 'zh-TW'] as const) expect(translate(lang, LPD_NOTE_KEY)).toContain('GB/T 50034-2024');
  });
  it('holds no elderly-living row: 15.0/13.5 of seed 002 §9 is not in 表 6.3.1', () => {
    expect(LPD_LIMITS.some((r) => r.current === 15.0 && r.building === 'residential')).toBe(false);
  });
});

describe('checkPowerDensity', () => {
  it('worked example: 20 m² living room with 100 W → 5.0 W/m², meets the 5.0 target (表 6.3.1)', () => {
    expect(checkPowerDensity({ spaceType: 'residential.living', power: 100, area: 20 })).toMatchObject({ lpd: 5, limit: 6, target: 5, verdict: 'target' });
  });
  it('same room with 110 W → 5.5 W/m²: passes the 6.0 current value, misses the target', () => {
    expect(checkPowerDensity({ spaceType: 'residential.living', power: 110, area: 20 })).toMatchObject({ lpd: 5.5, verdict: 'pass' });
  });
  it('same room with 130 W → 6.5 W/m²: fails 6.0', () => {
    expect(checkPowerDensity({ spaceType: 'residential.living', power: 130, area: 20 }).verdict).toBe('fail');
  });
  it('exactly at the current value passes (limits are "≤"): 60 m² general office with 540 W → 9.0 (表 6.3.3)', () => {
    expect(checkPowerDensity({ spaceType: 'office.general', power: 540, area: 60 })).toMatchObject({ lpd: 9, verdict: 'pass' });
  });
  it('floating-point noise at the boundary does not fail: 0.1 + 0.2 W on 0.05 m² = 6.0', () => {
    expect(checkPowerDensity({ spaceType: 'residential.kitchen', power: 0.1 + 0.2, area: 0.05 }).verdict).toBe('pass');
  });
  it('a ward (表 6.3.6) of 24 m² with 4 × 28 W = 112 W → 4.67 W/m²: over the 4.5 target, within 5.0', () => {
    const r = checkPowerDensity({ spaceType: 'hospital.ward', power: 112, area: 24 });
    expect(r.lpd).toBeCloseTo(4.667, 3);
    expect(r.verdict).toBe('pass');
  });
  it('refuses an unknown space type and a zero area', () => {
    expect(() => checkPowerDensity({ spaceType: 'residential.elderly', power: 10, area: 10 })).toThrow('energy.unknownSpace');
    expect(() => checkPowerDensity({ spaceType: 'office.general', power: 10, area: 0 })).toThrow('energy.areaPositive');
  });
});
