// The one date formatter of every list (desktop cards, header search, trash, history…).
// Times travel as instants (ms since the epoch) and are shown in the time zone of the person
// looking at them, the browser's own: a designer in Shanghai and one abroad each see their own
// clock, and no list shows the server's clock as if it were theirs.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string | undefined, seconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${seconds}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: seconds ? '2-digit' : undefined,
      hourCycle: 'h23',
    });
    formats.set(key, f);
  }
  return f;
}

function parts(ms: number, timeZone: string | undefined, seconds: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of format(timeZone, seconds).formatToParts(ms)) out[p.type] = p.value;
  return out;
}

/**
 * 'YYYY-MM-DD HH:mm': lists show times to the minute (spec 000 §2). `timeZone` is for tests;
 * the app always shows the browser's zone.
 */
export function minuteText(ms: number, timeZone?: string): string {
  const p = parts(ms, timeZone, false);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** 'YYYY-MM-DD HH:mm:ss', where seconds tell entries apart (versions kept minutes apart or less). */
export function secondText(ms: number, timeZone?: string): string {
  const p = parts(ms, timeZone, true);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 'YYYY-MM-DD': a day, where the hour does not matter (the trash's "deleted for good on"). */
export function dayText(ms: number, timeZone?: string): string {
  return minuteText(ms, timeZone).slice(0, 10);
}

/** 'YYYYMMDD-HHmmss': a time as part of a file name (a pasted screenshot's). */
export function fileStamp(ms: number, timeZone?: string): string {
  return secondText(ms, timeZone).replace(/[-:]/g, '').replace(' ', '-');
}
