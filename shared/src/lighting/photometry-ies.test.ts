import { describe, expect, it } from 'vitest';
import { parsePhotometry } from './photometry';
import { errorOf } from './photometry-test-kit';

// IES LM-63 files of each version, written by hand in the shape real files have (layout per
// LIGHTING.md "IES LM-63" and the LM-63-2019 text it summarises). Expected values are worked
// out in the comments.

const crlf = (lines: string[]): string => `${lines.join('\r\n')}\r\n`;

// 1986: no version line, free text before TILT=; feet; rotational (one plane, last angle 0).
// I = 200·cos γ at γ = 0, 60, 90: the Lambertian, 200, 100, 0 cd.
const IES_1986 = crlf([
  'ACME LIGHTING CO.  TEST NO. 4711',
  'RECESSED DOWNLIGHT, OPAL DIFFUSER',
  'TILT=NONE',
  '1 1000 1 3 1 1 1 0.5 0.5 0.25',
  '1 1 20',
  '0 60 90',
  '0',
  '200 100 0',
]);

// 1991: keywords with [MORE]; TILT=INCLUDE and its block (geometry 1, 3 pairs, angles, factors);
// multiplier 2 and ballast factor 0.9 (candela = value × 1.8); quadrant (last angle 90); values
// wrapped across lines and separated by commas.
const IES_1991 = crlf([
  'IESNA91',
  '[TEST] 91-0042',
  '[MANUFAC] ACME',
  '[LUMINAIRE] 2x2 TROFFER WITH',
  '[MORE] PRISMATIC LENS',
  'TILT=INCLUDE',
  '1',
  '3',
  '0 45 90',
  '1.0 0.95 0.9',
  '2 2500 2 3 2 1 1 2 2 0.3',
  '0.9 1.0 64',
  '0,90,180',
  '0, 90',
  '500, 500,',
  '500 500',
  '500,500',
]);

// 1995: bilateral about C0-C180 (0, 90, 180), metres. The C0 and C180 halves differ, so the
// beam angle takes one half from each (see the beam test below).
const IES_1995 = crlf([
  'IESNA:LM-63-1995',
  '[TEST] 95-123',
  '[MANUFAC] ACME',
  '[LUMCAT] WW-1',
  'TILT=NONE',
  '1 3000 1 4 3 1 2 1.2 0.3 0.1',
  '1 1 35',
  '0 30 60 90',
  '0 90 180',
  '1000 600 200 0',
  '1000 500 100 0',
  '1000 400 100 0',
]);

// 2002: absolute photometry (lumens per lamp −1), bilateral about C90-C270 (90, 180, 270).
// Uniform 1000 cd everywhere: a sphere, Φ = 4π·1000.
const IES_2002 = crlf([
  'IESNA:LM-63-2002',
  '[TEST] 2002-7',
  '[TESTLAB] ACME LAB',
  '[ISSUEDATE] 2003-05-01',
  '[MANUFAC] ACME',
  '[OTHER] first other',
  '[OTHER] second other',
  'TILT=NONE',
  '1 -1 1 3 3 1 2 0 0 0',
  '1.0 1.0 40',
  '0 90 180',
  '90 180 270',
  '1000 1000 1000',
  '1000 1000 1000',
  '1000 1000 1000',
]);

// 2019: file generation type 1.10000 (not a multiplier); multiplier 0.5 and ballast factor 0.8
// (candela = value × 0.4); full sweep 0…360. Triangular fall-off I = 1200·(1 − γ/60°) raw,
// 480·(1 − γ/60°) cd.
const IES_2019 = crlf([
  'IES:LM-63-2019',
  '[TEST] ABC1234',
  '[TESTLAB] ACME LAB',
  '[ISSUEDATE] 2021-03-04',
  '[MANUFAC] ACME',
  'TILT=NONE',
  '1 1500 0.5 10 5 1 2 0 0 0',
  '0.8 1.10000 15.5',
  '0 10 20 30 40 50 60 70 80 90',
  '0 90 180 270 360',
  ...Array.from({ length: 5 }, () => '1200 1000 800 600 400 200 0 0 0 0'),
]);

const COS30 = Math.sqrt(3) / 2;

describe('parsePhotometry: IES versions', () => {
  it('1986 (no version line): free text kept as notes, feet converted, Lambertian flux π·I0', () => {
    const p = parsePhotometry(IES_1986);
    expect(p.format).toBe('ies');
    expect(p.version).toBe('1986');
    expect(p.notes).toContain('RECESSED DOWNLIGHT, OPAL DIFFUSER');
    expect(p.symmetry).toBe('rotational');
    expect(p.ratedLumens).toBe(1000);
    expect(p.inputWatts).toBe(20);
    // units 1 = feet: 0.5 ft = 0.1524 m (1 ft = 0.3048 m exactly)
    expect(p.dimensions.width).toBeCloseTo(0.1524, 12);
    expect(p.dimensions.height).toBeCloseTo(0.0762, 12);
    // Φ = 2π∫ I0 cos γ sin γ dγ over 0…90° = π·I0 = 200π = 628.32 lm. The zonal sum is the
    // trapezoid rule in cos γ, exact for an intensity linear in cos γ, so only rounding remains.
    expect(p.lumens).toBeCloseTo(200 * Math.PI, 9);
    // 50 % of 200 is reached exactly at 60° (100 cd) on both halves: 120°, the Lambertian beam.
    expect(p.beamAngle).toBeCloseTo(120, 9);
    // 10 % = 20 cd between 60° (100) and 90° (0): 60 + 30·(80/100) = 84°, full angle 168°.
    expect(p.fieldAngle).toBeCloseTo(168, 9);
    expect(p.centreIntensity).toBe(200);
  });

  it('1991: [MORE] continues a keyword, TILT=INCLUDE block skipped, commas and wrapping read, factors linear', () => {
    const p = parsePhotometry(IES_1991);
    expect(p.version).toBe('1991');
    expect(p.keywords.LUMINAIRE).toBe('2x2 TROFFER WITH\nPRISMATIC LENS');
    expect(p.tilt).toBe('INCLUDE');
    expect(p.lamps).toBe(2);
    expect(p.ratedLumens).toBe(5000); // 2 lamps × 2500 lm
    expect(p.symmetry).toBe('quadrant');
    expect(p.horizontal).toEqual([0, 90]);
    // 500 × multiplier 2 × ballast factor 0.9 = 900 cd (applied once each: not 500 × 2² or × 0.9²)
    expect(p.candela).toEqual([
      [900, 900, 900],
      [900, 900, 900],
    ]);
    // a uniform 900 cd sphere from a quadrant: 4 × (π/2) × 900 × 2 = 4π·900 = 11309.7 lm
    expect(p.lumens).toBeCloseTo(4 * Math.PI * 900, 6);
  });

  it('1995: bilateral C0-C180, beam and field angles from the C0 half and the C180 half', () => {
    const p = parsePhotometry(IES_1995);
    expect(p.version).toBe('1995');
    expect(p.symmetry).toBe('c0-c180');
    expect(p.dimensions).toEqual({ width: 1.2, length: 0.3, height: 0.1 });
    // 50 % of 1000 = 500. C0 half: between 30° (600) and 60° (200): 30 + 30·(100/400) = 37.5°.
    // C180 half: between 0° (1000) and 30° (400): 30·(500/600) = 25°. Beam = 37.5 + 25 = 62.5°.
    expect(p.beamAngle).toBeCloseTo(62.5, 9);
    // 10 % = 100. C0: between 60° (200) and 90° (0): 75°. C180: 100 at 60°, 0 at 90°: 60°.
    expect(p.fieldAngle).toBeCloseTo(135, 9);
    // Zonal flux (LIGHTING.md): per plane Σ mean × (cos γj − cos γj+1) with the cosine steps
    // d1 = 1 − √3/2, d2 = √3/2 − 1/2, d3 = 1/2:
    const d1 = 1 - COS30;
    const d2 = COS30 - 0.5;
    const d3 = 0.5;
    const f0 = 800 * d1 + 400 * d2 + 100 * d3; // 303.59
    const f90 = 750 * d1 + 300 * d2 + 50 * d3; // 235.29
    const f180 = 700 * d1 + 250 * d2 + 50 * d3; // 210.29
    // trapezoid over C0…C180 in radians, × 2 for the mirrored half: 1546.4 lm
    const expected = 2 * ((f0 + f90) / 2 + (f90 + f180) / 2) * (Math.PI / 2);
    expect(expected).toBeCloseTo(1546.38, 1);
    expect(p.lumens).toBeCloseTo(expected, 9);
  });

  it('2002: absolute photometry (−1 lm per lamp) has no rated lumens; C90-C270 bilateral; repeated keywords kept', () => {
    const p = parsePhotometry(IES_2002);
    expect(p.version).toBe('2002');
    expect(p.ratedLumens).toBeNull();
    expect(p.symmetry).toBe('c90-c270');
    expect(p.keywords.OTHER).toBe('first other\nsecond other');
    // uniform 1000 cd sphere: Φ = 4π·1000 = 12566.37 lm (LIGHTING.md zonal rule; exact for a constant)
    expect(p.lumens).toBeCloseTo(12566.3706, 3);
    // the C0-C180 plane is found by the mirror C0 ↔ C180 about C90-C270
    expect(p.centreIntensity).toBe(1000);
  });

  it('2019: the file-generation type 1.10000 is not applied; multiplier × ballast factor is', () => {
    const p = parsePhotometry(IES_2019);
    expect(p.version).toBe('2019');
    expect(p.symmetry).toBe('none');
    expect(p.keywords).toMatchObject({ TEST: 'ABC1234', TESTLAB: 'ACME LAB', ISSUEDATE: '2021-03-04', MANUFAC: 'ACME' });
    // 1200 × 0.5 × 0.8 = 480 cd; with the generation type applied it would be 528
    expect(p.maxIntensity).toBe(480);
    expect(p.centreIntensity).toBe(480);
    expect(p.inputWatts).toBe(15.5);
    // triangular fall-off I = I0(1 − γ/60°): 50 % at exactly 30° on each half (linear data,
    // linear interpolation) → 60°; 10 %: between 50° (I0/6) and 60° (0), 50 + 10·0.4 = 54° → 108°
    expect(p.beamAngle).toBeCloseTo(60, 9);
    expect(p.fieldAngle).toBeCloseTo(108, 9);
    // Zonal flux written out (LIGHTING.md: Σ mean × (cos γj − cos γj+1), × 2π for identical
    // planes over the full sweep): zones 0-10 … 50-60 with means 440, 360, 280, 200, 120, 40 cd.
    const cos = (d: number): number => Math.cos((d * Math.PI) / 180);
    const means = [440, 360, 280, 200, 120, 40];
    const zonal = 2 * Math.PI * means.reduce((sum, m, k) => sum + m * (cos(10 * k) - cos(10 * k + 10)), 0);
    expect(p.lumens).toBeCloseTo(zonal, 9);
    // Exact flux: 2π·I0·∫0^a (1 − γ/a) sin γ dγ = 2π·I0·(1 − sin a / a), a = π/3:
    // 2π · 480 · (1 − 0.826993) = 521.78 lm. With 10° steps the zonal sum is 1.2 % above it: the
    // rule is a trapezoid in cos γ and I is linear in γ, not in cos γ, worst near the axis
    // (LIGHTING.md: coarse 10° data differs by more than a few tenths). Bound: 1.5 %.
    const exact = 2 * Math.PI * 480 * (1 - Math.sin(Math.PI / 3) / (Math.PI / 3));
    expect(exact).toBeCloseTo(521.78, 2);
    expect(Math.abs(p.lumens - exact) / exact).toBeLessThan(0.015);
  });

  it('keeps the stored planes without expanding them', () => {
    const p = parsePhotometry(IES_2019);
    expect(p.horizontal).toEqual([0, 90, 180, 270, 360]);
    expect(p.vertical).toHaveLength(10);
    expect(p.candela).toHaveLength(5);
  });

  it('TILT=<file> is read as NONE and noted', () => {
    const p = parsePhotometry(IES_1995.replace('TILT=NONE', 'TILT=lamp.tlt'));
    expect(p.tilt).toBe('lamp.tlt');
    expect(p.notes.some((n) => n.includes('lamp.tlt'))).toBe(true);
    expect(p.beamAngle).toBeCloseTo(62.5, 9);
  });

  it('refuses photometric types B and A by name, on the line of the type', () => {
    const typeB = IES_1995.replace('1 3000 1 4 3 1 2', '1 3000 1 4 3 2 2');
    expect(() => parsePhotometry(typeB)).toThrow(/第 6 行：仅支持 C 型配光.*B 型/);
    const typeA = IES_1995.replace('1 3000 1 4 3 1 2', '1 3000 1 4 3 3 2');
    expect(() => parsePhotometry(typeA)).toThrow(/第 6 行：仅支持 C 型配光.*A 型/);
  });
});

describe('parsePhotometry: malformed IES files name the line', () => {
  it('a word where the number of vertical angles belongs (line 6)', () => {
    const e = errorOf(IES_1995.replace('1 3000 1 4 3', '1 3000 1 abc 3'));
    expect(e.line).toBe(6);
    expect(e.expected).toContain('垂直角数量');
    expect(e.message).toBe('第 6 行：应为数字（垂直角数量），读到 "abc"');
  });

  it('a negative count (line 6)', () => {
    const e = errorOf(IES_1995.replace('1 3000 1 4 3', '1 3000 1 -4 3'));
    expect(e.line).toBe(6);
    expect(e.message).toContain('正整数（垂直角数量）');
  });

  it('vertical angles not ascending (line 8)', () => {
    const e = errorOf(IES_1995.replace('0 30 60 90', '0 30 20 90'));
    expect(e.line).toBe(8);
    expect(e.message).toContain('递增的垂直角');
    expect(e.message).toContain('"20"');
  });

  it('horizontal angles not ascending, found after wrapping (line 14 of the 1991 file)', () => {
    const e = errorOf(IES_1991.replace('0, 90', '90, 0'));
    expect(e.line).toBe(14);
    expect(e.expected).toContain('水平角');
  });

  it('too few candela values: the error names the last line and says the file ended', () => {
    const text = IES_1995.replace('1000 400 100 0\r\n', '1000 400\r\n');
    const e = errorOf(text);
    expect(e.line).toBe(12);
    expect(e.message).toBe('第 12 行：应为数字（坎德拉值），但文件已结束');
  });

  it('a non-numeric candela value (line 11)', () => {
    const e = errorOf(IES_1995.replace('1000 500 100 0', '1000 5OO 100 0'));
    expect(e.line).toBe(11);
    expect(e.message).toContain('"5OO"');
  });

  it('missing TILT= in a versioned file: the first line of numbers is named (line 5)', () => {
    const e = errorOf(IES_1995.replace('TILT=NONE\r\n', ''));
    expect(e.line).toBe(5);
    expect(e.expected).toContain('TILT=');
  });

  it('missing TILT= with nothing after the keywords: the last line is named', () => {
    const e = errorOf(crlf(['IESNA:LM-63-2002', '[TEST] x', '[MANUFAC] y']));
    expect(e.line).toBe(3);
    expect(e.message).toContain('TILT=');
  });

  it('a negative number of TILT pairs (line 8)', () => {
    const e = errorOf(IES_1991.replace('INCLUDE\r\n1\r\n3\r\n', 'INCLUDE\r\n1\r\n-3\r\n'));
    expect(e.line).toBe(8);
    expect(e.message).toBe('第 8 行：应为非负整数（TILT 角度与系数对数），读到 "-3"');
  });
});
