// Types shared by the photometry parsers (IES LM-63, EULUMDAT), the derived values and the
// writers, plus the one error they throw. See the lighting notes, ../shared/design/LIGHTING.md beside this repository.

export type IesVersion = '1986' | '1991' | '1995' | '2002' | '2019';

/**
 * Which part of the sphere the stored planes describe (type C): 'rotational' one plane for all;
 * 'quadrant' C0…C90; 'c0-c180' bilateral about the C0-C180 plane (C0…C180 stored);
 * 'c90-c270' bilateral about C90-C270 (C90…C270 stored); 'none' a full sweep.
 */
export type Symmetry = 'none' | 'c0-c180' | 'c90-c270' | 'quadrant' | 'rotational';

export interface Dimensions {
  /** metres (IES converts feet; EULUMDAT converts mm). Negative IES values mean round shapes. */
  width: number;
  length: number;
  height: number;
}

export interface Photometry {
  format: 'ies' | 'ldt';
  /** IES version from the first line; null for EULUMDAT */
  version: IesVersion | null;
  symmetry: Symmetry;
  /** number of lamps (EULUMDAT: sum over lamp sets, as a positive number) */
  lamps: number;
  /** lamp flux the file states; null for absolute photometry */
  ratedLumens: number | null;
  /** luminaire flux integrated from the distribution (zonal method) */
  lumens: number;
  /** IES ballast line input watts; EULUMDAT sum of the lamp sets' watts */
  inputWatts: number | null;
  maxIntensity: number;
  /** intensity at γ = 0 (nadir) in the C0 plane; null when γ = 0 is not stored */
  centreIntensity: number | null;
  /** full angle (degrees) at 50 % of the maximum in the C0-C180 plane (IES definition) */
  beamAngle: number | null;
  /** full angle (degrees) at 10 % of the maximum in the C0-C180 plane */
  fieldAngle: number | null;
  /** C-plane angles in degrees as stored (not expanded by symmetry) */
  horizontal: number[];
  /** γ angles in degrees as stored */
  vertical: number[];
  /** candela[h][v], absolute candela */
  candela: number[][];
  /** IES [KEYWORD] lines ([MORE] joined with a newline); EULUMDAT fields under the same keys */
  keywords: Record<string, string>;
  dimensions: Dimensions;
  /** IES TILT= value: 'NONE', 'INCLUDE' or the file name it names (whose data is not applied) */
  tilt: string | null;
  /** things the reader should know that are not errors (TILT file not applied, etc.) */
  notes: string[];
}

/** A malformed photometric file: `line` is 1-based; `expected` says what should have been there. */
export class PhotometryError extends Error {
  readonly line: number;
  readonly expected: string;
  constructor(line: number, expected: string, message: string) {
    super(message);
    this.name = 'PhotometryError';
    this.line = line;
    this.expected = expected;
  }
}

/** What was read, quoted for an error message (long tokens cut so the message stays short). */
export function quoteToken(raw: string): string {
  const s = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return `"${s}"`;
}

/** "第 12 行：应为数字（垂直角数量），读到 "abc"" */
export function expectedError(line: number, expected: string, got: string | null): PhotometryError {
  const tail = got === null ? '，但文件已结束' : `，读到 ${quoteToken(got)}`;
  return new PhotometryError(line, expected, `第 ${line} 行：应为${expected}${tail}`);
}
