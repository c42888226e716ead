import { symmetryOf, totalFlux } from './photometry-derive';

// Photometric files made from a product's catalogue figures (flux, beam angle), so that each
// sample product has a distribution that agrees with its parameters: parsePhotometry of the
// result gives back the beam angle (IES definition, 50 % of the maximum) and the luminaire flux.
// The profile is smooth and reaches exactly 50 % at half the beam angle; its scale is fixed by
// integrating it with the same zonal method the parser uses.

export type DistributionShape = 'cone' | 'lambertian' | 'batwing';

export interface DistributionSpec {
  manufacturer: string;
  luminaire: string;
  catalogue: string;
  /** luminaire flux, lm */
  lumens: number;
  /** input watts */
  watts: number;
  /** full beam angle in degrees, 0 < beamAngle < 180 */
  beamAngle: number;
  /** γ angles; default 0…180 in 1° steps */
  vertical?: number[];
  /** C angles; default [0] (rotationally symmetric). Every plane gets the same profile. */
  horizontal?: number[];
  shape?: DistributionShape;
  lamp?: string;
  /** [ISSUEDATE]; default today (UTC) */
  issueDate?: string;
  testLab?: string;
}

const LN2 = Math.LN2;
const RAD = Math.PI / 180;

/**
 * Relative intensity (peak 1) at γ degrees for a beam of full angle `beam`; nothing above the
 * horizontal (γ > 90°), as for a downlight.
 * - cone: exp(−ln2·(γ/h)^4), a flat top with a soft edge; 0.5 at h = beam/2.
 * - lambertian: cos^n γ with cos^n h = 0.5 (n = 1 for a 120° beam, the true Lambertian).
 * - batwing: 0.7 on the axis rising to 1 at 0.6·h, then exp(−ln2·((γ − p)/(h − p))²): 0.5 at h.
 */
export function profile(shape: DistributionShape, beam: number): (gamma: number) => number {
  const h = beam / 2;
  switch (shape) {
    case 'cone':
      return (g) => (g > 90 ? 0 : Math.exp(-LN2 * (g / h) ** 4));
    case 'lambertian': {
      const n = Math.log(0.5) / Math.log(Math.cos(h * RAD));
      return (g) => (g >= 90 ? 0 : Math.cos(g * RAD) ** n);
    }
    case 'batwing': {
      const p = 0.6 * h;
      const c = 0.7;
      return (g) => {
        if (g > 90) return 0;
        if (g <= p) return c + (1 - c) * Math.sin((Math.PI / 2) * (g / p)) ** 2;
        return Math.exp(-LN2 * ((g - p) / (h - p)) ** 2);
      };
    }
  }
}

export interface Distribution {
  horizontal: number[];
  vertical: number[];
  /** absolute candela, [h][v] */
  candela: number[][];
}

/** Six significant figures keep the flux within 10⁻⁵; values under 10⁻⁶ of the peak become 0. */
const fmt = (v: number, max: number): string => (v < max * 1e-6 ? '0' : String(Number(v.toPrecision(6))));

/** The candela table for a spec: the profile scaled so its zonal flux equals spec.lumens. */
export function distribution(spec: DistributionSpec): Distribution {
  if (!(spec.beamAngle > 0 && spec.beamAngle < 180)) throw new RangeError(`beamAngle must be within (0, 180): ${spec.beamAngle}`);
  if (!(spec.lumens > 0)) throw new RangeError(`lumens must be positive: ${spec.lumens}`);
  const vertical = spec.vertical ?? Array.from({ length: 181 }, (_, i) => i);
  const horizontal = spec.horizontal ?? [0];
  const f = profile(spec.shape ?? 'cone', spec.beamAngle);
  const unit = vertical.map(f);
  const planes = horizontal.map(() => unit);
  const flux = totalFlux(horizontal, vertical, planes, symmetryOf(horizontal));
  const i0 = spec.lumens / flux;
  const plane = unit.map((u) => u * i0);
  // rounded as written, so the parsed file and this table agree
  const rounded = plane.map((v) => Number(fmt(v, i0)));
  return { horizontal, vertical, candela: horizontal.map(() => rounded) };
}

/** Lines of at most `per` values (LM-63 keeps lines under 256 characters). */
function wrap(values: readonly string[], per = 10): string[] {
  const out: string[] = [];
  for (let i = 0; i < values.length; i += per) out.push(values.slice(i, i + per).join(' '));
  return out;
}

const oneLine = (s: string): string[] => s.split(/\r\n|\r|\n/).map((x) => x.trim());

function keywordLines(key: string, value: string): string[] {
  const [first = '', ...more] = oneLine(value);
  return [`[${key}] ${first}`.trimEnd(), ...more.map((m) => `[MORE] ${m}`.trimEnd())];
}

const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * An LM-63-2019 file: absolute photometry (lumens per lamp −1, multiplier 1, ballast factor 1),
 * file generation type 1.00010 (computer-generated), dimensions 0 in metres.
 */
export function writeIes(spec: DistributionSpec): string {
  const d = distribution(spec);
  const shape = spec.shape ?? 'cone';
  const lines = [
    'IES:LM-63-2019',
    ...keywordLines('TEST', `LightKit ${shape} ${spec.beamAngle}°`),
    ...keywordLines('TESTLAB', spec.testLab ?? 'LightKit (computed, not measured)'),
    ...keywordLines('ISSUEDATE', spec.issueDate ?? today()),
    ...keywordLines('MANUFAC', spec.manufacturer),
    ...keywordLines('LUMCAT', spec.catalogue),
    ...keywordLines('LUMINAIRE', spec.luminaire),
    ...keywordLines('LAMP', spec.lamp ?? 'LED'),
    ...keywordLines('OTHER', `Generated distribution: ${shape}, beam ${spec.beamAngle}° (50 % of max), ${spec.lumens} lm`),
    'TILT=NONE',
    `1 -1 1 ${d.vertical.length} ${d.horizontal.length} 1 2 0 0 0`,
    `1 1.00010 ${spec.watts}`,
    ...wrap(d.vertical.map(String)),
    ...wrap(d.horizontal.map(String)),
  ];
  const max = d.candela[0]!.reduce((m, v) => Math.max(m, v), 0);
  for (const plane of d.candela) lines.push(...wrap(plane.map((v) => fmt(v, max))));
  return `${lines.join('\r\n')}\r\n`;
}

/** EULUMDAT number: decimal point, six significant figures; no exponent (tiny values are 0). */
const ldtNum = (v: number): string => (Math.abs(v) < 1e-6 ? '0' : String(Number(v.toPrecision(6))));

/**
 * An EULUMDAT file: one lamp set of `lumens` (relative photometry: cd/klm of that flux, LORL
 * 100 %), Isym 1 for one plane or Isym 0 with the planes given (Mc = their count, to below 360°).
 */
export function writeLdt(spec: DistributionSpec): string {
  const d = distribution(spec);
  const full = d.horizontal.length > 1;
  // EULUMDAT lists C planes below 360°: a 360° plane repeats 0°
  const planes = full ? d.horizontal.filter((c) => c < 360) : [0];
  const mc = planes.length;
  const ng = d.vertical.length;
  const step = (xs: number[]): number => {
    const s = (xs[1] ?? 0) - (xs[0] ?? 0);
    return xs.every((x, i) => i === 0 || Math.abs(x - xs[i - 1]! - s) < 1e-9) ? s : 0;
  };
  const perKlm = 1000 / spec.lumens;
  const downward = 100; // every generated profile is dark above the horizontal
  const lines = [
    spec.manufacturer,
    '1', // Ityp: point source with symmetry about the vertical axis
    full ? '0' : '1',
    String(mc),
    ldtNum(full ? step(planes) : 0),
    String(ng),
    ldtNum(step(d.vertical)),
    `LightKit ${spec.shape ?? 'cone'} ${spec.beamAngle}`,
    spec.luminaire,
    spec.catalogue,
    `${spec.catalogue}.ldt`,
    spec.issueDate ?? today(),
    '0', '0', '0', '0', '0', '0', '0', '0', '0',
    String(downward),
    '100',
    '1',
    '0',
    '1',
    '1',
    spec.lamp ?? 'LED',
    ldtNum(spec.lumens),
    '',
    '',
    ldtNum(spec.watts),
    ...Array.from({ length: 10 }, () => '0'),
    ...planes.map(ldtNum),
    ...d.vertical.map(ldtNum),
  ];
  for (let k = 0; k < mc; k++) for (const v of d.candela[k]!) lines.push(ldtNum(v * perKlm));
  return `${lines.join('\r\n')}\r\n`;
}
