// Photometry parser benchmark: how long parsePhotometry takes on a large IES file (about 1 MB:
// a full 0…360° sweep at 1° × γ 0…180° at 0.5°, 130 321 candela values), against the target
// of 50 ms, beside a reference measured in the same run: a bare `text.split(/\s+/).map(Number)`
// of the same text, the least any tokeniser must do. `npm run bench:photometry` (or `npx tsx
// scripts/bench/photometry.ts`); `--runs N` to repeat more or less. Informational: exits 0
// unless it crashes or the parse result is wrong.
import { availableParallelism, loadavg } from 'node:os';
import { parsePhotometry } from '../../shared/src/lighting/photometry';
import { percentile } from './stats';

const TARGET_MS = 50;
const WARMUP = 5;

function argRuns(): number {
  const i = process.argv.indexOf('--runs');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 60;
  return Number.isInteger(n) && n > 0 ? n : 60;
}

/** An LM-63-2019 file with every value non-zero and three decimals, as measured files look. */
function bigIes(): { text: string; values: number } {
  const horizontal = Array.from({ length: 361 }, (_, i) => i);
  const vertical = Array.from({ length: 361 }, (_, i) => i / 2);
  const lines = [
    'IES:LM-63-2019',
    '[TEST] BENCH-1',
    '[TESTLAB] LightKit bench',
    '[ISSUEDATE] 2026-01-01',
    '[MANUFAC] LightKit',
    '[LUMINAIRE] Asymmetric wall washer, full sweep',
    'TILT=NONE',
    `1 -1 1 ${vertical.length} ${horizontal.length} 1 2 0.1 1.2 0.08`,
    '1 1.00010 36',
  ];
  const row = (xs: number[]): void => {
    for (let i = 0; i < xs.length; i += 10) lines.push(xs.slice(i, i + 10).join(' '));
  };
  row(vertical);
  row(horizontal);
  for (const c of horizontal) {
    const tilt = 1 + 0.4 * Math.cos((c * Math.PI) / 180);
    row(vertical.map((g) => Number((24000 * tilt * Math.exp(-((g / 38) ** 2)) + 3.21 + g / 100).toFixed(3))));
  }
  return { text: `${lines.join('\r\n')}\r\n`, values: horizontal.length * vertical.length };
}

function time(fn: () => void, runs: number): number[] {
  for (let i = 0; i < WARMUP; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const ms = (v: number): string => v.toFixed(2);

function main(): void {
  const runs = argRuns();
  const { text, values } = bigIes();
  const bytes = Buffer.byteLength(text, 'utf8');
  const p = parsePhotometry(text);
  if (p.candela.length !== 361 || p.candela[0]!.length !== 361 || !(p.lumens > 0)) throw new Error('benchmark file parsed wrongly');
  let sink = 0;
  const parse = time(() => {
    sink += parsePhotometry(text).lumens;
  }, runs);
  const split = time(() => {
    sink += text.split(/\s+/).map(Number).length;
  }, runs);
  const row = (name: string, s: number[], target: string, pass: string): string =>
    `| ${name} | ${ms(percentile(s, 50))} | ${ms(percentile(s, 99))} | ${ms(Math.max(...s))} | ${target} | ${pass} |`;
  const p99 = percentile(parse, 99);
  console.log(`IES file: ${(bytes / 1024 / 1024).toFixed(2)} MB, ${values} candela values (361 C planes × 361 γ angles); ${runs} runs after ${WARMUP} warm-up; Node ${process.version}`);
  // p99 of a ~15 ms step is one scheduler hiccup on a busy machine: say how busy it was
  console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs (the reference row shows what the load costs)`);
  console.log(`flux ${p.lumens.toFixed(0)} lm, max ${p.maxIntensity.toFixed(0)} cd, beam ${p.beamAngle?.toFixed(1)}° (checksum ${sink.toFixed(0)})`);
  console.log('');
  console.log('| step | p50 ms | p99 ms | max ms | target | pass |');
  console.log('| --- | ---: | ---: | ---: | --- | --- |');
  console.log(row('parsePhotometry (parse + derive)', parse, `≤ ${TARGET_MS} ms (p99)`, p99 <= TARGET_MS ? 'pass' : 'FAIL'));
  console.log(row('reference: text.split(/\\s+/).map(Number)', split, '—', '—'));
}

main();
