import { parseIes } from './photometry-ies';
import { parseLdt, type LdtOptions } from './photometry-ldt';
import { PhotometryError, type Photometry } from './photometry-types';

// Photometric files (IES LM-63 and EULUMDAT) read into one shape with absolute candela and the
// values a designer looks for (flux, beam angle, centre intensity). Pure: text in, data out.

export { PhotometryError } from './photometry-types';
export type { Dimensions, IesVersion, Photometry, Symmetry } from './photometry-types';
export type { Isym3Order, LdtOptions } from './photometry-ldt';

/** Largest file accepted: real files are tens of kB; 5 MB leaves room for 0.5° full sweeps. */
export const PHOTOMETRY_MAX_BYTES = 5 * 1024 * 1024;

/** UTF-8 length without encoding the text (TextEncoder would copy up to 3× its size). */
function utf8Bytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4; // a surrogate pair is one 4-byte character
      i++;
    } else n += 3;
    if (n > PHOTOMETRY_MAX_BYTES) return n;
  }
  return n;
}

/**
 * IES when the first line starts with IESNA or IES: (a version line), or a TILT= line comes
 * within the first lines (a 1986 file). "IES" alone is not enough: an EULUMDAT file's first
 * line is a company name, which may start with those letters.
 */
export function isIes(text: string): boolean {
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '');
  if (/^\s*(IESNA|IES:)/i.test(head)) return true;
  const lines = head.split(/\r\n|\r|\n/, 40);
  return lines.some((line) => /^\s*TILT\s*=/i.test(line));
}

export function parsePhotometry(text: string, options: LdtOptions = {}): Photometry {
  // Size first, before anything reads the text: a UTF-16 string of more than MAX characters is
  // at least MAX bytes; one of more than MAX/3 may be, so only then count exactly.
  if (text.length > PHOTOMETRY_MAX_BYTES || (text.length * 3 > PHOTOMETRY_MAX_BYTES && utf8Bytes(text) > PHOTOMETRY_MAX_BYTES)) {
    throw new PhotometryError(0, '不超过 5 MB 的文件', '文件超过 5 MB，未读取（配光文件通常只有几十 KB）');
  }
  if (text.trim() === '') throw new PhotometryError(1, '配光数据', '第 1 行：应为 IES 或 EULUMDAT 配光数据，但文件为空');
  return isIes(text) ? parseIes(text) : parseLdt(text, options);
}
