// `npm run soak`: the full soak of issue 19 (20 clients edit 5 documents for a minute while the
// server is SIGKILLed and started again three times and clients drop and rejoin at random), with
// a table of what happened. Exit code 1 on any broken promise.
//   npm run soak -- --clients 20 --documents 5 --seconds 60 --kills 3 --seed 12345
import { runSoak } from '../test/soak/soak';
import { soakTable } from '../test/soak/soak-table';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const seed = arg('seed', Math.floor(Math.random() * 2 ** 31));
console.log(`soak seed ${seed} (replay its random choices with --seed ${seed})`);
const result = await runSoak({
  clients: arg('clients', 20),
  documents: arg('documents', 5),
  durationMs: arg('seconds', 60) * 1000,
  kills: arg('kills', 3),
  seed,
  log: (line) => console.log(`  ${line}`),
});
console.log(`\n${soakTable(result)}`);
if (result.problems.length > 0) {
  console.log('\nFAILED:');
  for (const p of result.problems) console.log(`  ${p}`);
  process.exitCode = 1;
} else console.log('\nsoak passed');
