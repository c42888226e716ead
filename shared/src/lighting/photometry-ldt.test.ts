import { describe, expect, it } from 'vitest';
import { parsePhotometry } from './photometry';
import { errorOf } from './photometry-test-kit';

// EULUMDAT files, laid out field by field as LIGHTING.md "EULUMDAT (.ldt)" lists them (one
// field a line: 1 company … 26 lamp sets, 10 direct ratios, C angles, γ angles, cd/klm).

// A literal file as a European catalogue ships it: decimal commas, Isym 1 (one plane), one lamp
// set of 1500 lm. Intensities 320·cos γ cd/klm rounded to 2 decimals: 320; 309,10 (cos 15° =
// 0.965926); 277,13; 226,27; 160; 82,82; 0.
const LDT_ISYM1 = [
  'ACME Leuchten GmbH',
  '1',
  '1',
  '1',
  '0',
  '7',
  '15',
  'LVK-2024-017',
  'Downlight DL 150 opal',
  'DL150-830',
  'dl150.ldt',
  '2024-02-01 / QA',
  '150',
  '0',
  '80',
  '140',
  '0',
  '0',
  '0',
  '0',
  '0',
  '100',
  '85,5',
  '1,0',
  '0',
  '1',
  '1',
  'LED 830',
  '1500',
  '3000K',
  'Ra 80',
  '14,5',
  ...['0,53', '0,61', '0,67', '0,73', '0,77', '0,83', '0,87', '0,90', '0,93', '0,95'],
  '0',
  ...['0', '15', '30', '45', '60', '75', '90'],
  ...['320', '309,10', '277,13', '226,27', '160', '82,82', '0'],
].join('\r\n');

interface Build {
  isym: number;
  mc: number;
  ng: number;
  /** lamp count (negative: absolute), flux, watts */
  lamps?: [number, number, number];
  conversion?: string;
  cAngles: number[];
  gammas: number[];
  /** stored planes, each over the γ angles */
  planes: number[][];
}

/** An EULUMDAT text from its parts; the fixed fields hold plausible values. */
function ldt(b: Build): string {
  const [n, flux, watts] = b.lamps ?? [1, 1000, 10];
  return [
    'Test Co',
    '1',
    String(b.isym),
    String(b.mc),
    String(b.mc > 1 ? 360 / b.mc : 0),
    String(b.ng),
    String(b.ng > 1 ? b.gammas[1]! - b.gammas[0]! : 0),
    'R-1',
    'Name',
    'No-1',
    'f.ldt',
    'date',
    ...['600', '600', '50', '590', '590', '0', '0', '0', '0'],
    '100',
    '80',
    b.conversion ?? '1',
    '0',
    '1',
    String(n),
    'LED',
    String(flux),
    '4000',
    '80',
    String(watts),
    ...Array.from({ length: 10 }, () => '0.5'),
    ...b.cAngles.map(String),
    ...b.gammas.map(String),
    ...b.planes.flat().map(String),
  ].join('\n');
}

const G3 = [0, 90, 180];
const uniform = (v: number, n = 3): number[] => Array.from({ length: n }, () => v);

describe('parsePhotometry: EULUMDAT', () => {
  it('Isym 1 with decimal commas: cd/klm × 1500 lm / 1000 × conversion 1; flux π·I0', () => {
    const p = parsePhotometry(LDT_ISYM1);
    expect(p.format).toBe('ldt');
    expect(p.symmetry).toBe('rotational');
    expect(p.ratedLumens).toBe(1500);
    expect(p.inputWatts).toBe(14.5);
    expect(p.keywords).toMatchObject({ MANUFAC: 'ACME Leuchten GmbH', LUMINAIRE: 'Downlight DL 150 opal', LUMCAT: 'DL150-830' });
    expect(p.dimensions).toEqual({ length: 0.15, width: 0, height: 0.08 });
    // 320 cd/klm × 1.5 = 480 cd on the axis; 309,10 × 1.5 = 463.65
    expect(p.centreIntensity).toBeCloseTo(480, 9);
    expect(p.candela[0]![1]).toBeCloseTo(463.65, 9);
    // Lambertian I = 480·cos γ: Φ = π·480 = 1507.96 lm (exact for the zonal rule, which is
    // linear in cos γ); the values were rounded to 0.005 cd/klm on ≥ 82 cd/klm: 1e-4 relative.
    expect(Math.abs(p.lumens - 480 * Math.PI) / (480 * Math.PI)).toBeLessThan(1e-4);
  });

  it('Isym 0: all planes stored; the sweep wraps from C270 back to C360 = C0', () => {
    // planes C0 200, C90 0, C180 200, C270 0 cd/klm (× 1 klm), uniform in γ over 0…180:
    // per-plane flux F = 2·I = 400, 0, 400, 0; trapezoid in C with the closing segment
    // C270→C360: 4 × (400 + 0)/2 × π/2 = 400π = 1256.6 lm (without the wrap: 300π).
    const p = parsePhotometry(ldt({ isym: 0, mc: 4, ng: 3, cAngles: [0, 90, 180, 270], gammas: G3, planes: [uniform(200), uniform(0), uniform(200), uniform(0)] }));
    expect(p.symmetry).toBe('none');
    expect(p.horizontal).toEqual([0, 90, 180, 270]);
    expect(p.lumens).toBeCloseTo(400 * Math.PI, 9);
  });

  it('Isym 2: C0…C180 stored (Mc/2 + 1 planes), mirrored', () => {
    // uniform 100 cd/klm × 2 klm = 200 cd sphere: 4π·200 = 2513.27 lm
    const p = parsePhotometry(ldt({ isym: 2, mc: 4, ng: 3, lamps: [2, 2000, 20], cAngles: [0, 90, 180, 270], gammas: G3, planes: [uniform(100), uniform(100), uniform(100)] }));
    expect(p.symmetry).toBe('c0-c180');
    expect(p.horizontal).toEqual([0, 90, 180]);
    expect(p.lamps).toBe(2);
    expect(p.lumens).toBeCloseTo(4 * Math.PI * 200, 9);
  });

  // Isym 3: the planes C90…C270 (through C180) in one reading, C270…C90 (through C0) in the
  // other. Stored values 100, 200, 300 (uniform in γ): read as C90…C270 they are C90 100,
  // C180 200, C270 300; read as C270…C90 they are C270 100, C0 = C180 200, C90 300. Flux is
  // the same either way: F = 2·I = 200, 400, 600; 2 × [(200+400)/2 + (400+600)/2] × π/2 = 800π.
  const isym3 = ldt({ isym: 3, mc: 4, ng: 3, cAngles: [0, 90, 180, 270], gammas: G3, planes: [uniform(100), uniform(200), uniform(300)] });

  it('Isym 3, planes read as C90 → C270 (the default)', () => {
    const p = parsePhotometry(isym3);
    expect(p.symmetry).toBe('c90-c270');
    expect(p.horizontal).toEqual([90, 180, 270]);
    expect(p.candela.map((plane) => plane[0])).toEqual([100, 200, 300]);
    expect(p.lumens).toBeCloseTo(800 * Math.PI, 9);
  });

  it('Isym 3, planes read as C270 → C90 (through C0): same flux, C90 and C270 swapped', () => {
    const p = parsePhotometry(isym3, { isym3Order: 'c270-c90' });
    expect(p.horizontal).toEqual([90, 180, 270]);
    expect(p.candela.map((plane) => plane[0])).toEqual([300, 200, 100]);
    expect(p.lumens).toBeCloseTo(800 * Math.PI, 9);
    // C0 is the middle plane in both readings (C0 mirrors onto C180)
    expect(p.centreIntensity).toBe(200);
  });

  it('Isym 4: C0…C90 stored (Mc/4 + 1 planes), × 4', () => {
    // Mc = 8 (45° apart): stored C0, C45, C90 of 50 cd/klm: a 50 cd sphere, 4π·50 = 628.32 lm
    const p = parsePhotometry(ldt({ isym: 4, mc: 8, ng: 3, cAngles: [0, 45, 90, 135, 180, 225, 270, 315], gammas: G3, planes: [uniform(50), uniform(50), uniform(50)] }));
    expect(p.symmetry).toBe('quadrant');
    expect(p.horizontal).toEqual([0, 45, 90]);
    expect(p.lumens).toBeCloseTo(4 * Math.PI * 50, 9);
  });

  it('conversion factor scales the intensities linearly', () => {
    const p = parsePhotometry(ldt({ isym: 1, mc: 1, ng: 3, conversion: '1,25', cAngles: [0], gammas: G3, planes: [uniform(100)] }));
    // 100 cd/klm × 1000 lm / 1000 × 1.25 = 125 cd
    expect(p.maxIntensity).toBe(125);
  });

  it('absolute photometry (negative lamp count): cd/klm of the luminaire flux the file states, no rated lumens', () => {
    // Aardvark.Data.Photometry and the R eulumdat reader: the flux field of an absolute file is the
    // luminaire's flux. 100·cos γ cd/klm of 800 lm = 80·cos γ cd at 0, 60, 90 (80, 40, 0):
    // Φ = π·80 = 251.33 lm
    const p = parsePhotometry(ldt({ isym: 1, mc: 1, ng: 3, lamps: [-1, 800, 9], cAngles: [0], gammas: [0, 60, 90], planes: [[100, 50, 0]] }));
    expect(p.ratedLumens).toBeNull();
    expect(p.lamps).toBe(1);
    expect(p.maxIntensity).toBe(80);
    expect(p.lumens).toBeCloseTo(80 * Math.PI, 9);
    expect(p.notes.join()).toContain('800 lm');
  });

  it('a company line starting with "IES" is still EULUMDAT (IES needs IESNA / IES: or a TILT= line)', () => {
    const p = parsePhotometry(LDT_ISYM1.replace('ACME Leuchten GmbH', 'IES Lighting Ltd'));
    expect(p.format).toBe('ldt');
    expect(p.keywords.MANUFAC).toBe('IES Lighting Ltd');
  });
});

describe('parsePhotometry: malformed EULUMDAT files name the line', () => {
  const lines = LDT_ISYM1.split('\r\n');
  const withLine = (n: number, value: string): string => lines.map((l, i) => (i === n - 1 ? value : l)).join('\r\n');

  it('Isym out of range (line 3)', () => {
    const e = errorOf(withLine(3, '7'));
    expect(e.line).toBe(3);
    expect(e.message).toBe('第 3 行：应为0～4 的整数（对称指示 Isym），读到 "7"');
  });

  it('a word where Ng belongs (line 6)', () => {
    const e = errorOf(withLine(6, 'seven'));
    expect(e.line).toBe(6);
    expect(e.expected).toContain('Ng');
  });

  it('γ angles not ascending (line 47)', () => {
    // 32 header lines, 10 direct ratios (33-42), 1 C angle (43), γ angles on lines 44-50
    expect(lines[43]).toBe('0');
    const e = errorOf(withLine(47, '20'));
    expect(e.line).toBe(47);
    expect(e.message).toContain('递增的 γ 角');
  });

  it('too few intensities: the line after the last one is named, the file having ended', () => {
    const e = errorOf(lines.slice(0, -2).join('\r\n'));
    expect(e.line).toBe(56);
    expect(e.message).toBe('第 56 行：应为数字（光强值（cd/klm）），但文件已结束');
  });

  it('Isym 4 with a number of planes not divisible by 4 (named on the Isym line)', () => {
    const e = errorOf(ldt({ isym: 4, mc: 6, ng: 3, cAngles: [0, 60, 120, 180, 240, 300], gammas: G3, planes: [uniform(1), uniform(1)] }));
    expect(e.line).toBe(3);
  });

  it('a negative intensity', () => {
    const e = errorOf(withLine(52, '-5'));
    expect(e.line).toBe(52);
  });
});
