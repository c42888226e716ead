import { derive, symmetryOf } from './photometry-derive';
import { readAngles, TokenReader } from './photometry-tokens';
import { expectedError, PhotometryError, type IesVersion, type Photometry } from './photometry-types';

// IES LM-63 (1986, 1991, 1995, 2002, 2019), as summarised in LIGHTING.md: a version line (none
// in 1986), [KEYWORD] lines ([MORE] continues the previous one) up to TILT=, then a token
// stream of numbers. Only photometric type C is supported; B and A are refused by name.

const FEET = 0.3048;

/** the version a first line names, or null when it names none (a 1986 file) */
function versionOf(first: string): IesVersion | null {
  const s = first.trim().toUpperCase();
  if (s.startsWith('IESNA91')) return '1991';
  const m = /^IES(?:NA)?:?\s*LM-63-(\d{4})/.exec(s);
  if (!m) return null;
  const y = m[1]!;
  if (y === '1991' || y === '1995' || y === '2002' || y === '2019') return y;
  // another year with an LM-63 line: read it as the nearest layout (the numbers are the same)
  return Number(y) > 2002 ? '2019' : '2002';
}

interface Header {
  version: IesVersion;
  keywords: Record<string, string>;
  notes: string[];
  tilt: string;
  /** offset just past the TILT= line, and the line number that follows it */
  dataStart: number;
  dataLine: number;
}

function readHeader(text: string): Header {
  const keywords: Record<string, string> = {};
  const notes: string[] = [];
  let version: IesVersion = '1986';
  let last: string | null = null;
  let pos = 0;
  let line = 0;
  // Lines are cut one at a time: the header is short and the data must not be split here.
  while (pos < text.length) {
    line++;
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    const raw = text.slice(pos, end).replace(/\r$/, '');
    pos = end + 1;
    const s = raw.trim();
    if (line === 1) {
      const v = versionOf(s.replace(/^\uFEFF/, ''));
      if (v) {
        version = v;
        continue;
      }
    }
    if (/^TILT\s*=/i.test(s)) {
      return { version, keywords, notes, tilt: s.slice(s.indexOf('=') + 1).trim(), dataStart: pos, dataLine: line + 1 };
    }
    const kw = /^\[([^\]]+)\]\s?(.*)$/.exec(s);
    if (kw) {
      const key = kw[1]!.trim().toUpperCase();
      const value = kw[2]!.trim();
      if (key === 'MORE' && last !== null) {
        keywords[last] = `${keywords[last]}\n${value}`;
      } else {
        // a keyword that repeats (several [OTHER] lines) keeps every value
        keywords[key] = key in keywords ? `${keywords[key]}\n${value}` : value;
        last = key;
      }
    } else if (version !== '1986' && /^[-+\d.,\seE]+$/.test(s)) {
      // numbers before any TILT= line: the TILT line is missing, not a stray keyword
      throw expectedError(line, ' TILT= 行（数据之前）', s);
    } else if (s !== '') {
      // 1986 files have free text before TILT=; later versions should not, but some do
      notes.push(s);
    }
  }
  throw expectedError(Math.max(1, line), ' TILT= 行（TILT=NONE、TILT=INCLUDE 或文件名）', null);
}

export function parseIes(text: string): Photometry {
  const h = readHeader(text);
  const r = new TokenReader(text, h.dataStart, h.dataLine);
  const notes = [...h.notes];
  const tiltKind = h.tilt.toUpperCase();
  if (tiltKind === 'INCLUDE') {
    // lamp-to-luminaire geometry, number of pairs, the angles, the factors: not applied here
    r.integer('灯具-光源几何类型', 1);
    const pairs = r.integer('TILT 角度与系数对数', 0);
    for (let i = 0; i < pairs; i++) r.number('TILT 角度');
    for (let i = 0; i < pairs; i++) r.number('TILT 系数');
    notes.push('TILT=INCLUDE：倾斜系数已读取，未应用');
  } else if (tiltKind !== 'NONE') {
    if (h.tilt === '') throw expectedError(h.dataLine - 1, ' TILT= 后的 NONE、INCLUDE 或文件名', '');
    notes.push(`TILT=${h.tilt}：引用外部倾斜文件，未应用（按 TILT=NONE 处理）`);
  }

  const lamps = r.integer('灯数', 1);
  const perLamp = r.number('每灯光通量');
  const perLampLine = r.lastLine;
  if (perLamp !== -1 && !(perLamp > 0)) throw expectedError(perLampLine, '正数或 -1（每灯光通量，-1 表示绝对光度）', r.lastRaw);
  const multiplier = r.number('光强倍率');
  if (!(multiplier > 0)) throw expectedError(r.lastLine, '正数（光强倍率）', r.lastRaw);
  const nV = r.integer('垂直角数量', 1);
  const nH = r.integer('水平角数量', 1);
  const countLine = r.lastLine;
  const type = r.integer('配光类型（1 C 型、2 B 型、3 A 型）', 1);
  if (type > 3) throw expectedError(r.lastLine, '配光类型 1、2 或 3', r.lastRaw);
  if (type !== 1) {
    const name = type === 2 ? 'B' : 'A';
    throw new PhotometryError(r.lastLine, '配光类型 1（C 型）', `第 ${r.lastLine} 行：仅支持 C 型配光（配光类型 1），此文件为 ${name} 型（${type}）`);
  }
  const units = r.integer('单位类型（1 英尺、2 米）', 1);
  if (units > 2) throw expectedError(r.lastLine, '单位类型 1（英尺）或 2（米）', r.lastRaw);
  const scale = units === 1 ? FEET : 1;
  const width = r.number('宽度') * scale;
  const length = r.number('长度') * scale;
  const height = r.number('高度') * scale;
  const ballast = r.number('镇流器系数');
  if (!(ballast > 0)) throw expectedError(r.lastLine, '正数（镇流器系数）', r.lastRaw);
  // 2019: file generation type; before: ballast-lamp photometric factor / future use. Never applied.
  const second = r.number(h.version === '2019' ? '文件生成类型' : '镇流器-灯光度系数');
  const watts = r.number('输入功率');

  // Before allocating nV × nH values, check the text can hold them (at least two characters a
  // value): a header claiming a billion values is refused instead of exhausting memory.
  if (nV * nH > text.length / 2) {
    throw new PhotometryError(countLine, '与文件长度相符的角度数量', `第 ${countLine} 行：垂直角 ${nV} 个 × 水平角 ${nH} 个，文件中放不下这么多坎德拉值`);
  }
  const vertical = readAngles(r, nV, '垂直角', 0, 180);
  const horizontal = readAngles(r, nH, '水平角', 0, 360);
  const factor = multiplier * ballast;
  const candela: number[][] = [];
  for (let k = 0; k < nH; k++) {
    const plane = new Array<number>(nV);
    for (let j = 0; j < nV; j++) {
      const v = r.number('坎德拉值');
      if (v < 0) throw expectedError(r.lastLine, '非负数（坎德拉值）', r.lastRaw);
      plane[j] = v * factor;
    }
    candela.push(plane);
  }
  if (!r.atEnd()) notes.push('坎德拉值之后还有多余数据，已忽略');

  const symmetry = symmetryOf(horizontal);
  const d = derive(horizontal, vertical, candela, symmetry);
  return {
    format: 'ies',
    version: h.version,
    lamps,
    ratedLumens: perLamp === -1 ? null : lamps * perLamp,
    inputWatts: watts > 0 ? watts : null,
    ...d,
    horizontal,
    vertical,
    candela,
    keywords: h.keywords,
    dimensions: { width, length, height },
    tilt: h.tilt,
    notes: h.version === '2019' ? [...notes, `文件生成类型 ${second}`] : notes,
  };
}
