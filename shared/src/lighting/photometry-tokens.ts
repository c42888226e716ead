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

const isSeparator = (c: number): boolean => c === SPACE || c === COMMA || c === TAB || c === CR || c === FF || c === VT;

export class TokenReader {
  private pos: number;
  /** 1-based line of the cursor */
  line: number;
  /** line of the token read last (for checks made after reading it) */
  lastLine: number;
  /** text of the token read last */
  lastRaw = '';

  constructor(
    private readonly text: string,
    start: number,
    startLine: number,
  ) {
    this.pos = start;
    this.line = startLine;
    this.lastLine = startLine;
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

  /** the next token's text, or null at the end of the text */
  private raw(): string | null {
    this.skip();
    const t = this.text;
    const n = t.length;
    if (this.pos >= n) return null;
    const start = this.pos;
    let p = start + 1;
    while (p < n) {
      const c = t.charCodeAt(p);
      if (c === NL || isSeparator(c)) break;
      p++;
    }
    this.pos = p;
    this.lastLine = this.line;
    return t.slice(start, p);
  }

  /** The next value as a finite number; `what` names it in the error (e.g. "垂直角数量"). */
  number(what: string): number {
    const raw = this.raw();
    // at the end, name the line the data stopped on (the cursor may sit past a final newline)
    if (raw === null) throw expectedError(this.lastLine, `数字（${what}）`, null);
    this.lastRaw = raw;
    // Number() rejects "12abc" and "" where parseFloat would read 12; both are malformed data.
    const v = Number(raw);
    if (!Number.isFinite(v)) throw expectedError(this.lastLine, `数字（${what}）`, raw);
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
