import { derive } from './photometry-derive';
import { expectedError, type Photometry, type Symmetry } from './photometry-types';

// EULUMDAT (.ldt), as summarised in LIGHTING.md: one field per line at fixed positions, decimal
// commas, intensities in cd/klm plane by plane for the stored planes only.

/**
 * Isym 3 (symmetry about the C90-C270 plane) stores Mc/2 + 1 planes, and sources disagree on
 * which: 'c90-c270' reads them as C90, C90 + Dc, … C270 (through C180); 'c270-c90' as C270, …
 * C360 = C0, … C90 (through C0). By the mirror C(90 − x) ↔ C(90 + x) the second is the first
 * reversed, so either way the result is given as the C90…C270 planes: only the labels differ,
 * the flux and beam angles do not.
 */
export type Isym3Order = 'c90-c270' | 'c270-c90';

export interface LdtOptions {
  isym3Order?: Isym3Order;
}

class Lines {
  private readonly lines: string[];
  /** 0-based index of the next line */
  i = 0;
  constructor(text: string) {
    this.lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  }
  /** 1-based number of the line read last */
  get line(): number {
    return this.i;
  }
  text(): string {
    if (this.i >= this.lines.length) return '';
    return (this.lines[this.i++] ?? '').trim();
  }
  number(what: string): number {
    if (this.i >= this.lines.length) throw expectedError(this.i + 1, `数字（${what}）`, null);
    const raw = (this.lines[this.i++] ?? '').trim();
    // decimal commas occur ("0,5"); a line holding nothing is as wrong as one holding words
    const v = raw === '' ? Number.NaN : Number(raw.replace(',', '.'));
    if (!Number.isFinite(v)) throw expectedError(this.i, `数字（${what}）`, raw);
    return v;
  }
  integer(what: string, min: number, max = Number.POSITIVE_INFINITY): number {
    const v = this.number(what);
    if (!Number.isInteger(v) || v < min || v > max) {
      const range = max === Number.POSITIVE_INFINITY ? `≥ ${min} 的整数` : `${min}～${max} 的整数`;
      throw expectedError(this.i, `${range}（${what}）`, this.lines[this.i - 1]!.trim());
    }
    return v;
  }
}

const SYMMETRY: Record<number, Symmetry> = { 0: 'none', 1: 'rotational', 2: 'c0-c180', 3: 'c90-c270', 4: 'quadrant' };

export function parseLdt(text: string, options: LdtOptions = {}): Photometry {
  const l = new Lines(text);
  const company = l.text();
  l.integer('类型指示 Ityp', 0, 3);
  const isym = l.integer('对称指示 Isym', 0, 4);
  const isymLine = l.line;
  const mc = l.integer('C 平面数 Mc', 1);
  l.number('C 平面间隔 Dc');
  const ng = l.integer('每平面光强数 Ng', 1);
  l.number('γ 角间隔 Dg');
  const report = l.text();
  const name = l.text();
  const number = l.text();
  l.text(); // file name
  const date = l.text();
  const length = l.number('灯具长度/直径（mm）') / 1000;
  const width = l.number('灯具宽度（mm）') / 1000;
  const height = l.number('灯具高度（mm）') / 1000;
  for (const what of ['发光面长度/直径', '发光面宽度', 'C0 发光面高度', 'C90 发光面高度', 'C180 发光面高度', 'C270 发光面高度']) l.number(`${what}（mm）`);
  l.number('下射光通比 DFF（%）');
  l.number('灯具光输出比 LORL（%）');
  const conversion = l.number('光强换算系数');
  l.number('测量时倾角');
  const sets = l.integer('光源组数', 1);
  let lamps = 0;
  let flux = 0;
  let watts = 0;
  let absolute = false;
  let lampType = '';
  for (let s = 0; s < sets; s++) {
    const n = l.number('光源数量');
    if (!Number.isInteger(n) || n === 0) throw expectedError(l.line, '非零整数（光源数量，负数表示绝对光度）', String(n));
    if (n < 0) absolute = true;
    lamps += Math.abs(n);
    const type = l.text();
    if (s === 0) lampType = type;
    flux += l.number('光源组总光通量（lm）');
    l.text(); // colour temperature (text in many files: "3000K", "WW")
    l.text(); // colour rendering
    watts += l.number('光源组功率（W）');
  }
  for (let k = 0; k < 10; k++) l.number('直接比');
  const cAngles: number[] = [];
  for (let k = 0; k < mc; k++) {
    const c = l.number('C 角');
    if (c < 0 || c > 360) throw expectedError(l.line, '0°～360° 之间的 C 角', String(c));
    if (k > 0 && !(c > cAngles[k - 1]!)) throw expectedError(l.line, `递增的 C 角（前一个为 ${cAngles[k - 1]}）`, String(c));
    cAngles.push(c);
  }
  const gammas: number[] = [];
  for (let k = 0; k < ng; k++) {
    const g = l.number('γ 角');
    if (g < 0 || g > 180) throw expectedError(l.line, '0°～180° 之间的 γ 角', String(g));
    if (k > 0 && !(g > gammas[k - 1]!)) throw expectedError(l.line, `递增的 γ 角（前一个为 ${gammas[k - 1]}）`, String(g));
    gammas.push(g);
  }

  // the stored planes (LIGHTING.md): indices into the C-angle list
  let first = 0;
  let count = mc;
  if (isym === 1) count = 1;
  else if (isym === 2) count = mc / 2 + 1;
  else if (isym === 3) [first, count] = [mc / 4, mc / 2 + 1];
  else if (isym === 4) count = mc / 4 + 1;
  if (!Number.isInteger(first) || !Number.isInteger(count) || first + count > mc + 1) {
    throw expectedError(isymLine, `与 C 平面数 ${mc} 相符的对称指示`, String(isym));
  }
  // 360° is C0 again: Isym 3 can need index Mc (C270 + 90 = C360 is not listed)
  const horizontal = Array.from({ length: count }, (_, k) => (first + k < mc ? cAngles[first + k]! : cAngles[0]! + 360));
  // cd/klm × flux / 1000 × conversion factor. With a negative lamp count (absolute photometry)
  // the flux field holds the luminaire's own flux and the values stay cd/klm of it — the reading
  // of DIALux-written files shared by the public EULUMDAT readers (Aardvark.Data.Photometry, the
  // R `eulumdat` reader) — so the same conversion applies and only the rated lamp flux is absent.
  const factor = (flux / 1000) * conversion;
  const candela: number[][] = [];
  for (let k = 0; k < count; k++) {
    const plane: number[] = [];
    for (let j = 0; j < ng; j++) {
      const v = l.number('光强值（cd/klm）');
      if (v < 0) throw expectedError(l.line, '非负数（光强值）', String(v));
      plane.push(v * factor);
    }
    candela.push(plane);
  }
  if (isym === 3 && (options.isym3Order ?? 'c90-c270') === 'c270-c90') candela.reverse();

  const symmetry = SYMMETRY[isym]!;
  const d = derive(horizontal, gammas, candela, symmetry);
  const keywords: Record<string, string> = { MANUFAC: company, LUMINAIRE: name, LUMCAT: number, TEST: report, ISSUEDATE: date, LAMP: lampType };
  return {
    format: 'ldt',
    version: null,
    lamps,
    ratedLumens: absolute ? null : flux,
    inputWatts: watts > 0 ? watts : null,
    ...d,
    horizontal,
    vertical: gammas,
    candela,
    keywords,
    dimensions: { width, length, height },
    tilt: null,
    // said in the product's photometry block: the file states the luminaire's flux, not a lamp's
    notes: absolute ? [`绝对光度（光源数量为负）：文件所述 ${flux} lm 为灯具光通量`] : [],
  };
}
