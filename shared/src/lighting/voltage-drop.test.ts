import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n';
import { CABLE_SIZES, dropVerdict, RESISTIVITY, smallestCable, stripRun, voltageDrop, type VoltageDropInput } from './voltage-drop';

const FT = 0.3048;
/** within 1 % of the source's figure */
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(0.01);

describe('voltageDrop: worked examples', () => {
  it('Berkeley Point "Wire Size for LED Lights": 100 ft of 22 AWG (Belden, 15 Ω/1000 ft) carrying 0.2 A drops 0.6 V; 13 V supply leaves 12.4 V', () => {
    // the wire is given as Ω per length, so enter the copper section with that resistance: S = ρ / (15 Ω / 304.8 m)
    const area = RESISTIVITY.cu / (15 / (1000 * FT));
    const r = voltageDrop({ system: 'dc', voltage: 13, current: 0.2, length: 100 * FT, area });
    near(r.drop, 0.6);
    near(13 - r.drop, 12.4);
    expect(r.verdict).toBe('warn'); // 4.6 %
  });
  it.each([
    // GL LED, "LED Wire Gauge Selection and Voltage Drop Calculation for 12V and 24V LED Strip Circuits", operating-current table
    [60, 12, 5.0],
    [60, 24, 2.5],
    [100, 12, 8.33],
    [100, 24, 4.17],
    [200, 12, 16.67],
  ])('GL LED current table: %d W at %d V DC draws %d A (I = P/U)', (power, voltage, amps) => {
    near(voltageDrop({ system: 'dc', voltage, power, length: 1, area: 1.5 }).current, amps);
  });
  it('hand calculation from the formula: single-phase 220 V, 2000 W, cosφ 0.9, 50 m of 2.5 mm² Cu → I = 10.10 A, ΔU = 2·10.10·50·0.0175/2.5 = 7.07 V = 3.21 % (warn)', () => {
    const r = voltageDrop({ system: 'ac1', voltage: 220, power: 2000, powerFactor: 0.9, length: 50, area: 2.5 });
    near(r.current, 10.1);
    near(r.drop, 7.07);
    near(r.percent, 3.21);
    expect(r.verdict).toBe('warn');
  });
  it('hand calculation: three-phase 380 V, 10 kW, cosφ 0.9, 100 m of 10 mm² → I = 16.88 A; Cu ΔU = √3·16.88·100·0.0175·0.9/10 = 4.61 V (1.21 %), Al 7.45 V (1.96 %)', () => {
    const cu = voltageDrop({ system: 'ac3', voltage: 380, power: 10000, powerFactor: 0.9, length: 100, area: 10 });
    near(cu.current, 16.88);
    near(cu.drop, 4.61);
    near(cu.percent, 1.21);
    expect(cu.verdict).toBe('pass');
    const al = voltageDrop({ system: 'ac3', voltage: 380, power: 10000, powerFactor: 0.9, length: 100, area: 10, material: 'al' });
    near(al.drop, 7.45);
    expect(al.resistivity).toBe(0.0283);
  });
  it('single-phase with the current given ignores cosφ in the drop (2·I·L·ρ/S): 10 A, 20 m, 1.5 mm² → 4.667 V', () => {
    expect(voltageDrop({ system: 'ac1', voltage: 220, current: 10, length: 20, area: 1.5, powerFactor: 0.5 }).drop).toBeCloseTo(4.6667, 3);
  });
  it('a 12 V strip draws twice the current of a 24 V one for the same power, and loses four times the percentage', () => {
    const a = voltageDrop({ system: 'dc', voltage: 12, power: 60, length: 5, area: 1.5 });
    const b = voltageDrop({ system: 'dc', voltage: 24, power: 60, length: 5, area: 1.5 });
    expect(a.current / b.current).toBeCloseTo(2, 12);
    expect(a.percent / b.percent).toBeCloseTo(4, 12);
  });
  it('copper is the default; DC ignores the power factor', () => {
    const base: VoltageDropInput = { system: 'dc', voltage: 24, current: 2, length: 10, area: 1 };
    expect(voltageDrop(base).resistivity).toBe(0.0175);
    expect(voltageDrop({ ...base, powerFactor: 0.5 }).drop).toBe(voltageDrop(base).drop);
  });
});

describe('verdict boundaries (≤ 3 % pass, ≤ 5 % warn)', () => {
  it.each([
    [0, 'pass'],
    [3, 'pass'],
    [3.0001, 'warn'],
    [5, 'warn'],
    [5.0001, 'fail'],
    [40, 'fail'],
  ] as const)('%d %% → %s', (percent, verdict) => expect(dropVerdict(percent)).toBe(verdict));
  it('exactly 3 % through the formula passes despite binary rounding: 12 V, 10 m, 1 mm², drop 0.36 V', () => {
    // ΔU = 2·I·10·0.0175/1 = 0.35·I, so I = 0.36/0.35 A gives 0.36 V = 3 %
    const at = voltageDrop({ system: 'dc', voltage: 12, current: 0.36 / 0.35, length: 10, area: 1 });
    expect(at.percent).toBeCloseTo(3, 9);
    expect(at.verdict).toBe('pass');
    expect(voltageDrop({ system: 'dc', voltage: 12, current: (0.36 / 0.35) * 1.001, length: 10, area: 1 }).verdict).toBe('warn');
    expect(voltageDrop({ system: 'dc', voltage: 12, current: 0.6 / 0.35, length: 10, area: 1 }).verdict).toBe('warn');
    expect(voltageDrop({ system: 'dc', voltage: 12, current: (0.6 / 0.35) * 1.001, length: 10, area: 1 }).verdict).toBe('fail');
  });
});

describe('refusals: RangeError whose message is a message key', () => {
  const ok: VoltageDropInput = { system: 'ac1', voltage: 220, power: 500, length: 10, area: 1.5 };
  it.each([
    [{ voltage: 0 }, 'toolsData.voltagePositive'],
    [{ voltage: -12 }, 'toolsData.voltagePositive'],
    [{ voltage: Number.NaN }, 'toolsData.notNumber'],
    [{ voltage: Infinity }, 'toolsData.notNumber'],
    [{ length: 0 }, 'toolsData.lengthPositive'],
    [{ length: -1 }, 'toolsData.lengthPositive'],
    [{ area: 0 }, 'toolsData.areaPositive'],
    [{ area: Number.POSITIVE_INFINITY }, 'toolsData.notNumber'],
    [{ power: 0 }, 'toolsData.powerPositive'],
    [{ power: -5 }, 'toolsData.powerPositive'],
    [{ power: undefined, current: 0 }, 'toolsData.currentPositive'],
    [{ power: undefined, current: Number.NaN }, 'toolsData.notNumber'],
    [{ current: 2 }, 'toolsData.powerOrCurrent'],
    [{ power: undefined }, 'toolsData.powerOrCurrent'],
    [{ powerFactor: 0 }, 'toolsData.powerFactorRange'],
    [{ powerFactor: -0.5 }, 'toolsData.powerFactorRange'],
    [{ powerFactor: 1.01 }, 'toolsData.powerFactorRange'],
    [{ powerFactor: Number.NaN }, 'toolsData.notNumber'],
    [{ system: 'ac2' }, 'toolsData.unknownSystem'],
    [{ material: 'fe' }, 'toolsData.unknownMaterial'],
  ])('%o → %s', (patch, key) => {
    const input = { ...ok, ...patch } as VoltageDropInput;
    expect(() => voltageDrop(input)).toThrow(RangeError);
    expect(() => voltageDrop(input)).toThrow(key);
    expect(isMessageKey(key)).toBe(true);
  });
  it('power factor 1 is allowed (the interval is (0, 1])', () => {
    expect(voltageDrop({ ...ok, powerFactor: 1 }).current).toBeCloseTo(500 / 220, 12);
  });
});

describe('smallestCable', () => {
  it('sizes are the standard sections, smallest first', () => {
    expect(CABLE_SIZES).toEqual([0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16]);
  });
  it('24 V, 100 W, 10 m: ΔU = 1.458/S ≤ 0.72 V needs S ≥ 2.03 → 2.5 mm²', () => {
    expect(smallestCable({ system: 'dc', voltage: 24, power: 100, length: 10 })).toBe(2.5);
  });
  it('the same load at 12 V needs S ≥ 8.1 → 10 mm²', () => {
    expect(smallestCable({ system: 'dc', voltage: 12, power: 100, length: 10 })).toBe(10);
  });
  it('12 V, 300 W, 20 m would need 48.6 mm²: none of the sizes → null', () => {
    expect(smallestCable({ system: 'dc', voltage: 12, power: 300, length: 20 })).toBeNull();
  });
  it('refuses like voltageDrop', () => {
    expect(() => smallestCable({ system: 'dc', voltage: 0, power: 10, length: 1 })).toThrow('toolsData.voltagePositive');
  });
});

describe('stripRun', () => {
  it('dimmableledpowersupply.com "How To Determine The Correct Wire Gauge": 16 ft at 4.4 W/ft = 70.4 W → 5.87 A at 12 V, 2.93 A at 24 V', () => {
    const run = { wattsPerMetre: 4.4 / FT, length: 16 * FT, cableLength: 3, area: 1.5 };
    const at12 = stripRun({ voltage: 12, ...run });
    near(at12.power, 70.4);
    near(at12.current, 5.87);
    near(stripRun({ voltage: 24, ...run }).current, 2.93);
  });
  it('24 V, 14.4 W/m × 5 m = 72 W → 3 A; 5 m of 1.5 mm² feed drops 2·3·5·0.0175/1.5 = 0.35 V (1.46 %, pass); at 12 V 0.70 V (5.83 %, fail)', () => {
    const at24 = stripRun({ voltage: 24, wattsPerMetre: 14.4, length: 5, cableLength: 5, area: 1.5 });
    expect(at24).toMatchObject({ power: 72, stripDrop: 0, verdict: 'pass' });
    near(at24.current, 3);
    near(at24.drop, 0.35);
    const at12 = stripRun({ voltage: 12, wattsPerMetre: 14.4, length: 5, cableLength: 5, area: 1.5 });
    near(at12.drop, 0.7);
    near(at12.percent, 5.83);
    expect(at12.verdict).toBe('fail');
  });
  it('with the strip rails given, the evenly spread load adds I·Ls·ρ/S at the far end: 3 A, 5 m, 1 mm² → 0.2625 V', () => {
    const r = stripRun({ voltage: 24, wattsPerMetre: 14.4, length: 5, cableLength: 5, area: 1.5, stripRailArea: 1 });
    expect(r.stripDrop).toBeCloseTo(0.2625, 9);
    expect(r.drop).toBeCloseTo(0.35 + 0.2625, 9);
    expect(r.percent).toBeCloseTo((0.6125 / 24) * 100, 9);
  });
  it.each([
    [{ voltage: 48 }, 'toolsData.stripVoltage'],
    [{ wattsPerMetre: 0 }, 'toolsData.wattsPerMetrePositive'],
    [{ wattsPerMetre: Number.NaN }, 'toolsData.notNumber'],
    [{ length: -2 }, 'toolsData.lengthPositive'],
    [{ cableLength: 0 }, 'toolsData.lengthPositive'],
    [{ area: 0 }, 'toolsData.areaPositive'],
    [{ stripRailArea: 0 }, 'toolsData.areaPositive'],
  ])('refuses %o with %s', (patch, key) => {
    const input = { voltage: 24, wattsPerMetre: 10, length: 5, cableLength: 2, area: 1, ...patch } as Parameters<typeof stripRun>[0];
    expect(() => stripRun(input)).toThrow(RangeError);
    expect(() => stripRun(input)).toThrow(key);
  });
});
