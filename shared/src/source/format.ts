import { formatBytes } from '../protocol/storage';

/**
 * How a material card shows its numbers (spec 000 §9: "Sizes displayed as KB/MB/GB in steps of
 * 1024. Durations under 60 s display as 'within 1 minute'.").
 */

/**
 * The API gives sizes in KB (spec 000 §3). Built on formatBytes (powers of 1024, one decimal,
 * none when .0): 1023 KB → "1023 KB", 1024 KB → "1 MB", 1536 KB → "1.5 MB". Below 1 KB still
 * reads in KB ("0.5 KB", "0 KB"), since KB is the smallest unit the library speaks.
 */
export function formatSizeKB(kb: number): string {
  const safe = Number.isFinite(kb) ? Math.max(0, kb) : 0;
  if (safe < 1) return `${Math.round(safe * 10) / 10} KB`;
  return formatBytes(safe * 1024);
}

export const WITHIN_MINUTE_KEY = 'sourceLibrary.withinMinute' as const;

export type DurationLabel = { key: typeof WITHIN_MINUTE_KEY } | { text: string };

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A duration in seconds: under 60 s the "within 1 minute" message (an i18n key, the caller
 * translates); else mm:ss ("01:00", "59:59"), from an hour h:mm:ss ("1:00:00"). Fractions of
 * a second are dropped, so 59.9 s is still within a minute. Null for no or a bad duration.
 */
export function formatDuration(seconds: number | null | undefined): DurationLabel | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.floor(seconds);
  if (whole < 60) return { key: WITHIN_MINUTE_KEY };
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return { text: h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}` };
}

/** "1920 × 1080"; '' when either side is unknown (audio, files without pixels). */
export function formatDimensions(width: number | null | undefined, height: number | null | undefined): string {
  if (!width || !height || width < 0 || height < 0) return '';
  return `${Math.round(width)} × ${Math.round(height)}`;
}
