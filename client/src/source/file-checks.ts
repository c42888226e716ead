import type { PhotometryType } from '../../../shared/src/protocol/source';
import { fileStamp } from '../ui/dates';

/**
 * Which files the library takes (issue 20: png, jpeg, gif, svg, webp by drag, picker or paste)
 * and what to say about the ones it does not. Pure, so the refusals are unit-tested.
 */

export const LIBRARY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'image/webp'] as const;
const EXTENSIONS: Record<string, (typeof LIBRARY_IMAGE_TYPES)[number]> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};
/**
 * Video and audio (uploaded in chunks, transcoded on the server). The server judges the real
 * type from the bytes; these only decide which path a file takes.
 */
const MEDIA_EXTENSIONS: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
};
/** Lighting data files (IES LM-63, EULUMDAT): uploaded as they are, judged by parsing on the server. */
const PHOTOMETRY_EXTENSIONS: Record<string, PhotometryType> = { ies: 'text/x-ies', ldt: 'text/x-eulumdat' };
const MEDIA_TYPES = new Set([...Object.values(MEDIA_EXTENSIONS), 'audio/x-wav', 'audio/wave', 'audio/x-m4a', 'audio/mp3']);
/** for the file picker's accept */
export const ACCEPT = [...LIBRARY_IMAGE_TYPES, ...Object.keys(EXTENSIONS).map((e) => `.${e}`), ...new Set(Object.values(MEDIA_EXTENSIONS)), ...Object.keys(MEDIA_EXTENSIONS).map((e) => `.${e}`), ...Object.keys(PHOTOMETRY_EXTENSIONS).map((e) => `.${e}`)].join(',');

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The video or audio type a file is taken as ('' for anything else, pictures included). */
export function mediaType(file: Candidate): string {
  if (MEDIA_TYPES.has(file.type)) return file.type;
  if (file.type !== '' && file.type !== 'application/octet-stream') return '';
  return MEDIA_EXTENSIONS[extensionOf(file.name)] ?? '';
}
export const isVideoFile = (file: Candidate): boolean => mediaType(file).startsWith('video/');

/** The lighting data type a file is taken as, by its extension (browsers give these no type). */
export function photometryType(file: Candidate): PhotometryType | '' {
  return PHOTOMETRY_EXTENSIONS[extensionOf(file.name)] ?? '';
}

export interface Candidate {
  name: string;
  type: string;
  size: number;
}

export type Refusal = { key: 'sourceUi.uploadLimit'; name: string } | { key: 'sourceUi.cannotGet' } | { key: 'sourceUi.noPermission' };

/** The type a file is taken as: its own when known, else from its extension ('' when neither fits). */
export function libraryType(file: Candidate): string {
  if ((LIBRARY_IMAGE_TYPES as readonly string[]).includes(file.type)) return file.type;
  if (file.type !== '' && file.type !== 'application/octet-stream') return '';
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[ext] ?? '';
}

/**
 * Splits dropped, picked or pasted files into the ones to upload and the refusals. `pasted`:
 * a zero-size clipboard image could not be read ("cannot get"); `writable`: false in the shared
 * and company libraries, where nothing is taken at all.
 */
export function sortFiles<F extends Candidate>(files: readonly F[], options: { writable: boolean; pasted?: boolean }): { accepted: F[]; refused: Refusal[] } {
  if (files.length === 0) return { accepted: [], refused: [] };
  if (!options.writable) return { accepted: [], refused: [{ key: 'sourceUi.noPermission' }] };
  const accepted: F[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    if (options.pasted && file.size === 0) refused.push({ key: 'sourceUi.cannotGet' });
    else if (libraryType(file) === '' && mediaType(file) === '' && photometryType(file) === '') refused.push({ key: 'sourceUi.uploadLimit', name: file.name });
    else if (file.size === 0) refused.push({ key: 'sourceUi.cannotGet' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A pasted screenshot has no useful name ("image.png"): it gets one from the time it was pasted. */
export function pastedName(type: string, at: Date, timeZone?: string): string {
  const ext = Object.entries(EXTENSIONS).find(([, t]) => t === type)?.[0] ?? 'png';
  return `paste-${fileStamp(at.getTime(), timeZone)}.${ext}`;
}
