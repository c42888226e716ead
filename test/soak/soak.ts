import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { orderedPages, toJSON } from '../../shared/src/schema/doc';
import { addElement } from '../../shared/src/schema/edit';
import { jsonEqual } from '../../shared/src/schema/json-equal';
import { Rng } from '../convergence/random-ops';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { SoakClient, plainText, soakText, type SoakDoc } from './soak-client';
import { createAccount, readStored, soakServer, type SoakServer } from './soak-server';

// The soak of issue 19: clients edit documents while the server is SIGKILLed and started again
// and clients drop and rejoin at random. Promised, and checked: after every kill the database
// holds every edit any client saw acknowledged; at the end every client and the server hold the
// same documents, with every acknowledged edit (and every edit of a replica that was kept) in them.
// Random choices come from one seed (printed), so a failing run's choices can be replayed; the
// interleaving with the server's timing cannot.

export interface SoakOptions {
  clients: number;
  documents: number;
  durationMs: number;
  kills: number;
  seed: number;
  /** mean time between a client's drops (ms) */
  dropEveryMs?: number;
  /** progress lines */
  log?: (line: string) => void;
}

export interface SoakResult {
  options: SoakOptions;
  /** how long the clients edited: the duration asked, or more when a restart was slow */
  editedMs: number;
  drops: number;
  freshRejoins: number;
  /** token insertions made, acknowledged, and acknowledged ones found at the end */
  tokens: number;
  tokensAcked: number;
  ackedFound: number;
  /** edits of replicas thrown away before their acknowledgement came (nothing promised), and those the server had anyway */
  forgotten: number;
  forgottenFound: number;
  /** other edits that make new content (filler inserts, moves) and those acknowledged */
  other: number;
  otherAcked: number;
  deletes: number;
  /** every client and the server (after one more SIGKILL) hold identical documents */
  finalEqual: boolean;
  /** after the last restart, until every client was connected with all it held acknowledged */
  convergeAfterLastRestartMs: number | null;
  /** after editing stopped, until every client held the same, acknowledged state */
  convergeAtEndMs: number;
  /** every broken promise, in words; empty when the soak passed */
  problems: string[];
}

/** how long the server is up (and the clients back on it, editing) before the next kill or the end */
const MIN_UP_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A blank plan with one text on its first page that every client of it edits. */
async function makeDoc(server: SoakServer, cookie: string, http: ReturnType<typeof newClient>, n: number): Promise<SoakDoc> {
  const { data } = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: `soak ${n}` });
  const setup = newDocClient(server.url, data.id, cookie, { ack: true });
  try {
    await synced(setup);
    const [, page] = orderedPages(setup.doc)[0]!;
    const elementId = addElement(page, { tag: 'text', left: 100, top: 100, width: 800, height: 400, rotate: 0, html: '<p>soak </p>' });
    await setup.allSaved(10_000);
    return { docId: data.id, elementId, tokens: new Map() };
  } finally {
    setup.close();
  }
}

/** Tokens that must be in `text` and are not. */
function missing(doc: SoakDoc, text: string, which: (t: { acked: boolean; forgotten: boolean }) => boolean): string[] {
  return [...doc.tokens].filter(([token, t]) => which(t) && !text.includes(token)).map(([token]) => token);
}

const textOf = (doc: Y.Doc, soakDoc: SoakDoc): string => {
  const text = soakText(doc, soakDoc.elementId);
  return text ? plainText(text) : '';
};

const sameVector = (a: Y.Doc, b: Y.Doc) => jsonEqual(Object.fromEntries(Y.decodeStateVector(Y.encodeStateVector(a))), Object.fromEntries(Y.decodeStateVector(Y.encodeStateVector(b))));

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { clients: clientCount, documents, durationMs, kills, seed } = options;
  const log = options.log ?? (() => undefined);
  const dropEveryMs = options.dropEveryMs ?? 8000;
  const rng = new Rng(seed);
  const problems: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-soak-'));
  let server: SoakServer | null = null;
  const clients: SoakClient[] = [];
  let running = true;
  const timers = new Set<NodeJS.Timeout>();
  // each y-websocket provider listens for the process' exit: many clients are not a leak
  const listeners = process.getMaxListeners();
  process.setMaxListeners(Math.max(listeners, clientCount + documents + 10));
  /** a client's own loop: `step` again after `wait()` ms, until the editing ends */
  const every = (wait: () => number, step: () => void) => {
    const tick = () => {
      timers.delete(timer);
      if (!running) return;
      step();
      timer = setTimeout(tick, wait());
      timers.add(timer);
    };
    let timer = setTimeout(tick, wait());
    timers.add(timer);
  };
  try {
    await createAccount(dataDir, 'soak', 'light2026');
    server = await soakServer(dataDir);
    const http = newClient(server.url);
    const login = await http.post('auth/login', { username: 'soak', password: 'light2026' });
    if (login.status !== 0) throw new Error(`sign-in failed: ${login.message}`);
    const docs: SoakDoc[] = [];
    for (let d = 0; d < documents; d++) docs.push(await makeDoc(server, http.cookie, http, d));
    for (let i = 0; i < clientCount; i++) clients.push(new SoakClient(i, server.url, http.cookie, docs[i % documents]!, new Rng(rng.int(2 ** 31))));
    await eventually(() => {
      if (!clients.every((c) => c.converged())) throw new Error('clients not synced');
    }, 20_000);
    log(`seed ${seed}: ${clientCount} clients on ${documents} documents, ${durationMs / 1000} s, ${kills} kills`);

    // every client edits every 80–400 ms, online or not, and now and then drops off for 0.2–2.5 s
    for (const c of clients) {
      const editRng = new Rng(rng.int(2 ** 31));
      every(() => editRng.range(80, 400), () => c.edit());
      const dropRng = new Rng(rng.int(2 ** 31));
      const life = () => {
        if (!running) return;
        const away = dropRng.range(200, 2500);
        c.drop();
        const back = setTimeout(() => {
          timers.delete(back);
          // one return in four is a closed tab opened again: a new replica
          if (running) c.rejoin(dropRng.chance(0.25));
        }, away);
        timers.add(back);
        const next = setTimeout(life, away + Math.round(-Math.log(1 - dropRng.next()) * dropEveryMs));
        timers.add(next);
      };
      const first = setTimeout(life, Math.round(-Math.log(1 - dropRng.next()) * dropEveryMs));
      timers.add(first);
    }

    // the kills, one at a random moment in each of `kills` equal slots of the middle of the run
    const started = Date.now();
    const slot = (durationMs * 0.75) / Math.max(kills, 1);
    const killAt = Array.from({ length: kills }, (_, k) => durationMs * 0.1 + slot * k + rng.int(Math.floor(slot * 0.6)));
    let convergeAfterLastRestartMs: number | null = null;
    let lastRestart = 0;
    for (const [k, at] of killAt.entries()) {
      // a kill lands on a server the clients are back on and busy with, never on one still starting
      await sleep(Math.max(0, started + at - Date.now(), lastRestart + MIN_UP_MS - Date.now()));
      await server.kill();
      const killedAt = Date.now();
      // every socket closed: whatever the server sent before it died has been read by its client
      await eventually(() => {
        if (clients.some((c) => c.provider.wsconnected)) throw new Error('a client has not noticed the kill yet');
      }, 5000);
      // every acknowledgement any client has received came from the server before it died
      const promised = docs.map((d) => [...d.tokens].filter(([, t]) => t.acked).map(([token]) => token));
      const stored = await readStored(dataDir, docs.map((d) => d.docId));
      const before = problems.length;
      docs.forEach((d, i) => {
        const text = textOf(stored.get(d.docId)!, d);
        const lost = promised[i]!.filter((token) => !text.includes(token));
        if (lost.length > 0) problems.push(`kill ${k + 1}: ${lost.length} acknowledged edits of document ${d.docId} are not stored (${lost.slice(0, 5).join(' ')})`);
        stored.get(d.docId)!.destroy();
      });
      log(`kill ${k + 1} at ${((Date.now() - started) / 1000).toFixed(1)} s: ${promised.flat().length} acknowledged edits, all stored: ${problems.length === before ? 'yes' : 'NO'}`);
      await server.start();
      convergeAfterLastRestartMs = null;
      const restarted = Date.now();
      lastRestart = restarted;
      log(`  back after ${((restarted - killedAt) / 1000).toFixed(1)} s`);
      // each client's time from the restart (or its own rejoin, if later) to being caught up
      const caught = new Map<SoakClient, number>();
      for (const c of clients) {
        c.onCovered = () => {
          if (caught.has(c)) return;
          caught.set(c, Date.now() - Math.max(restarted, c.rejoinedAt));
          if (caught.size === clients.length) convergeAfterLastRestartMs = Math.max(...caught.values());
        };
      }
    }
    // (a slow restart stretches the run: the clients edit on after the last restart too)
    await sleep(Math.max(0, started + durationMs - Date.now(), lastRestart + MIN_UP_MS - Date.now()));
    const editedMs = Date.now() - started;

    // the end: editing stops, everyone comes back, and all must agree with what is acknowledged
    running = false;
    for (const t of timers) clearTimeout(t);
    for (const c of clients) {
      c.onCovered = null;
      if (!c.online) c.rejoin(false);
    }
    const ended = Date.now();
    let finalEqual = true;
    let ackedMissing = 0;
    let forgotten = 0;
    let forgottenFound = 0;
    try {
      await eventually(() => {
        for (const c of clients) if (!c.converged()) throw new Error(`client ${c.index} is not caught up`);
        for (const c of clients) {
          const first = clients.find((x) => x.soakDoc === c.soakDoc)!;
          if (!sameVector(c.doc, first.doc)) throw new Error(`client ${c.index} differs from client ${first.index}`);
        }
      }, 30_000, 50);
    } catch (err) {
      finalEqual = false;
      problems.push(`the clients did not converge within 30 s after editing stopped: ${(err as Error).message}`);
    }
    const convergeAtEndMs = Date.now() - ended;
    log(`converged ${convergeAtEndMs} ms after editing stopped`);

    // The server's side: offline clients cannot mend it, so they leave first; then one more
    // SIGKILL, the database read as it is left, and a new replica loaded through a new server.
    for (const c of clients) c.leave();
    await server.kill();
    const stored = await readStored(dataDir, docs.map((d) => d.docId));
    await server.start();
    for (const d of docs) {
      const fresh = newDocClient(server.url, d.docId, http.cookie, { ack: true });
      try {
        await synced(fresh, 20_000);
        const text = textOf(fresh.doc, d);
        forgotten += d.tokens.size - [...d.tokens.values()].filter((t) => !t.forgotten || t.acked).length;
        forgottenFound += [...d.tokens].filter(([token, t]) => t.forgotten && !t.acked && text.includes(token)).length;
        const lostAcked = missing(d, text, (t) => t.acked);
        ackedMissing += lostAcked.length;
        if (lostAcked.length > 0) problems.push(`document ${d.docId}: ${lostAcked.length} acknowledged edits missing at the end (${lostAcked.slice(0, 5).join(' ')})`);
        const lostKept = missing(d, text, (t) => !t.forgotten && !t.acked);
        if (lostKept.length > 0) problems.push(`document ${d.docId}: ${lostKept.length} edits of replicas still open missing at the end (${lostKept.slice(0, 5).join(' ')})`);
        const serverJson = toJSON(fresh.doc);
        const disk = stored.get(d.docId)!;
        if (!sameVector(disk, fresh.doc) || !jsonEqual(toJSON(disk), serverJson)) {
          finalEqual = false;
          problems.push(`document ${d.docId}: the server's document differs from what its database holds`);
        }
        for (const c of clients.filter((x) => x.soakDoc === d)) {
          if (!sameVector(c.doc, fresh.doc) || !jsonEqual(toJSON(c.doc), serverJson)) {
            finalEqual = false;
            problems.push(`document ${d.docId}: client ${c.index} differs from the server`);
          }
        }
      } finally {
        fresh.close();
        stored.get(d.docId)!.destroy();
      }
    }

    const sum = (f: (c: SoakClient) => number) => clients.reduce((n, c) => n + f(c), 0);
    const acked = docs.flatMap((d) => [...d.tokens.values()].filter((t) => t.acked)).length;
    return {
      options,
      editedMs,
      drops: sum((c) => c.counts.drops),
      freshRejoins: sum((c) => c.counts.freshRejoins),
      tokens: sum((c) => c.counts.tokens),
      tokensAcked: acked,
      ackedFound: acked - ackedMissing,
      forgotten,
      forgottenFound,
      other: sum((c) => c.counts.other),
      otherAcked: sum((c) => c.counts.otherAcked),
      deletes: sum((c) => c.counts.deletes),
      finalEqual,
      convergeAfterLastRestartMs,
      convergeAtEndMs,
      problems,
    };
  } finally {
    running = false;
    for (const t of timers) clearTimeout(t);
    for (const c of clients) c.close();
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
    process.setMaxListeners(listeners);
  }
}
