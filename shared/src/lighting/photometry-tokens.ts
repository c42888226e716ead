import { expectedError } from './photometry-types';

// The numeric part of an IES file is a token stream: values wrap across lines and commas occur
// as separators (LIGHTING.md, IES LM-63). A 1 MB file holds about 130 000 values, so the reader
// walks the text once with a cursor and turns each token into a number as it is asked for,
// instead of splitting the whole text into an array of strings first. It counts newlines as it
// skips them, so every error can name its line.

const NL = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const COMMA = 44;
const FF = 12;
const VT = 11;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
/** exact powers of ten 10^0 … 10^15 */
const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);

const isSeparator = (c: number): boolean => c === SPACE || c === COMMA || c === TAB || c === CR || c === FF || c === VT;

export class TokenReader {
  private pos: number;
  /** 1-based line of the cursor */
  line: number;
  /** line of the token read last (for checks made after reading it) */
  lastLine: number;
  private lastStart = 0;
  private lastEnd = 0;

  constructor(
    private readonly text: string,
    start: number,
    startLine: number,
  ) {
    this.pos = start;
    this.line = startLine;
    this.lastLine = startLine;
  }

  /** text of the token read last (for error messages; cut only when asked for) */
  get lastRaw(): string {
    return this.text.slice(this.lastStart, this.lastEnd);
  }

  private skip(): void {
    const t = this.text;
    const n = t.length;
    let p = this.pos;
    while (p < n) {
      const c = t.charCodeAt(p);
      if (c === NL) this.line++;
      else if (!isSeparator(c)) break;
      p++;
    }
    this.pos = p;
  }

  /**
   * The next value as a finite number; `what` names it in the error (e.g. "垂直角数量").
   * Plain decimals ("-12.5", "0.000123") are read digit by digit without cutting a string: with
   * at most 15 digits the mantissa is an exact integer and one division by an exact power of
   * ten rounds correctly (Clinger's fast path), so the value equals Number(token). Anything
   * else (exponents, longer mantissas, stray characters) goes through Number(), which rejects
   * "12abc" and "" where parseFloat would read 12.
   */
  number(what: string): number {
    this.skip();
    const t = this.text;
    const n = t.length;
    // at the end, name the line the data stopped on (the cursor may sit past a final newline)
    if (this.pos >= n) throw expectedError(this.lastLine, `数字（${what}）`, null);
    const start = this.pos;
    this.lastLine = this.line;
    let p = start;
    let c = t.charCodeAt(p);
    const neg = c === MINUS;
    if (neg || c === PLUS) p++;
    let mant = 0;
    let digits = 0;
    let frac = 0;
    let dot = false;
    for (; p < n; p++) {
      c = t.charCodeAt(p);
      if (c >= 48 && c <= 57) {
        mant = mant * 10 + (c - 48);
        digits++;
        if (dot) frac++;
      } else if (c === DOT && !dot) dot = true;
      else break;
    }
    let v: number;
    if (p < n && c !== NL && !isSeparator(c)) {
      // not a plain decimal: take the whole token
      while (p < n) {
        c = t.charCodeAt(p);
        if (c === NL || isSeparator(c)) break;
        p++;
      }
      v = Number(t.slice(start, p));
    } else if (digits === 0 || digits > 15) {
      v = Number(t.slice(start, p));
    } else {
      v = mant / POW10[frac]!;
      if (neg) v = -v;
    }
    this.pos = p;
    this.lastStart = start;
    this.lastEnd = p;
    if (!Number.isFinite(v)) throw expectedError(this.lastLine, `数字（${what}）`, this.lastRaw);
    return v;
  }

  /** The next value as an integer ≥ min. */
  integer(what: string, min: number): number {
    const v = this.number(what);
    if (!Number.isInteger(v) || v < min) {
      const kind = min > 0 ? '正整数' : '非负整数';
      throw expectedError(this.lastLine, `${kind}（${what}）`, this.lastRaw);
    }
    return v;
  }

  /** Whether anything but separators is left. */
  atEnd(): boolean {
    this.skip();
    return this.pos >= this.text.length;
  }
}

/** Reads `count` strictly ascending angles within [lo, hi] (the reader names the failing line). */
export function readAngles(r: TokenReader, count: number, what: string, lo: number, hi: number): number[] {
  const out = new Array<number>(count);
  let prev = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const v = r.number(what);
    if (v < lo || v > hi) throw expectedError(r.lastLine, `${lo}°～${hi}° 之间的${what}`, r.lastRaw);
    if (!(v > prev)) throw expectedError(r.lastLine, `递增的${what}（前一个为 ${prev}）`, r.lastRaw);
    out[i] = v;
    prev = v;
  }
  return out;
}
