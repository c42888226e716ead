import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayText, fileStamp, minuteText, secondText } from './dates';

// 2026-01-05 01:02:03.456 UTC: early morning in UTC, the same morning in Shanghai, the evening
// before in New York. A formatter that read the server's clock, or UTC, or the wrong day would
// show one of the other two.
const INSTANT = Date.UTC(2026, 0, 5, 1, 2, 3, 456);
// 2026-12-31 23:59:59 in Shanghai: the year turns over in the zone, not in UTC
const NEW_YEAR_EVE = Date.UTC(2026, 11, 31, 15, 59, 59);

describe('the date formatter of every list', () => {
  it('shows an instant in the given zone, to the minute', () => {
    expect(minuteText(INSTANT, 'Asia/Shanghai')).toBe('2026-01-05 09:02');
    expect(minuteText(INSTANT, 'UTC')).toBe('2026-01-05 01:02');
    expect(minuteText(INSTANT, 'America/New_York')).toBe('2026-01-04 20:02');
    expect(minuteText(NEW_YEAR_EVE, 'Asia/Shanghai')).toBe('2026-12-31 23:59');
    expect(minuteText(NEW_YEAR_EVE + 1000, 'Asia/Shanghai')).toBe('2027-01-01 00:00');
  });

  it('midnight is 00, never 24', () => {
    expect(minuteText(Date.UTC(2026, 5, 1, 16, 0), 'Asia/Shanghai')).toBe('2026-06-02 00:00');
  });

  it('a day alone, and a stamp for a file name', () => {
    expect(dayText(Date.UTC(2026, 5, 1, 16, 0), 'Asia/Shanghai')).toBe('2026-06-02');
    expect(fileStamp(INSTANT, 'Asia/Shanghai')).toBe('20260105-090203');
  });

  it('with seconds where entries are seconds apart', () => {
    expect(secondText(INSTANT, 'Asia/Shanghai')).toBe('2026-01-05 09:02:03');
    expect(secondText(INSTANT, 'UTC')).toBe('2026-01-05 01:02:03');
  });

  it("without a zone it is the browser's own clock, the same one Date's local fields read", () => {
    const d = new Date(INSTANT);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(minuteText(INSTANT)).toBe(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`);
  });
});

// Every list shows times through this formatter: any other way of turning a time into text (the
// locale's own format, Date's local fields, the server's China-time string) is a second clock.
const CLIENT = join(import.meta.dirname, '..');
const OTHER_CLOCKS = /toLocale(?:Date|Time)?String\(|\.get(?:FullYear|Month|Date|Hours|Minutes|Seconds)\(|\.open_time\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('every list uses it', () => {
  it('no client code formats a time another way', () => {
    const offenders = sources(CLIENT)
      .filter((file) => !file.endsWith(join('ui', 'dates.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => (OTHER_CLOCKS.test(line) ? `${relative(CLIENT, file)}:${i + 1}: ${line.trim()}` : null))
          .filter((x): x is string => x !== null),
      );
    expect(offenders).toEqual([]);
  });
});
