import type { SoakResult } from './soak';

/** The soak's result as a two-column table for the console. */
export function soakTable(r: SoakResult): string {
  const ms = (v: number | null) => (v === null ? '— (a client was still catching up when editing stopped)' : `${v} ms`);
  const rows: [string, string][] = [
    ['seed', String(r.options.seed)],
    ['clients', String(r.options.clients)],
    ['documents', String(r.options.documents)],
    ['duration (editing)', `${r.options.durationMs / 1000} s (${(r.editedMs / 1000).toFixed(1)} s)`],
    ['server kills (SIGKILL)', String(r.options.kills)],
    ['drops / rejoins (as a new replica)', `${r.drops} / ${r.drops} (${r.freshRejoins})`],
    ['edits made (token inserts)', String(r.tokens)],
    ['edits acknowledged', String(r.tokensAcked)],
    ['acknowledged edits found at the end', `${r.ackedFound} of ${r.tokensAcked}`],
    ['unacknowledged edits of replicas thrown away', `${r.forgotten} (${r.forgottenFound} of them stored all the same)`],
    ['other edits made / acknowledged', `${r.other} / ${r.otherAcked} (and ${r.deletes} deletes)`],
    ['final states equal', r.finalEqual ? 'yes' : 'NO'],
    ['max time to converge after the last restart', ms(r.convergeAfterLastRestartMs)],
    ['time to converge after editing stopped', `${r.convergeAtEndMs} ms`],
    ['problems', String(r.problems.length)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const line = `+-${'-'.repeat(width)}-+-${'-'.repeat(24)}`;
  return [line, ...rows.map(([k, v]) => `| ${k.padEnd(width)} | ${v}`), line].join('\n');
}
