import { expect } from 'vitest';
import { toJSON } from '../../shared/src/schema/doc';
import { Editor } from '../../client/src/editor/editor';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import type { TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { Rng } from './random-ops';

// For the convergence tests in which several designers work on one plan at once through the real
// server, each with the real editor facade: opening the plan for them, their random work while
// going offline and back, and the check that all of them and the server hold the same document.

export interface Designers {
  docId: string;
  clients: DocClient[];
  editors: Editor[];
}

/**
 * Makes a blank plan named `name`, opens it for `count` designers (each client synced, each with
 * an editor of its own), runs `work` and closes every client after it, whatever happened.
 */
export async function withDesigners(server: TestServer, name: string, count: number, work: (d: Designers) => Promise<void>): Promise<void> {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
  const clients: DocClient[] = Array.from({ length: count }, () => newDocClient(server.url, data.id, owner.client.cookie, { ack: true }));
  try {
    await Promise.all(clients.map((c) => synced(c)));
    const editors = clients.map((c, i) => new Editor(c.doc, `d${i}`));
    await work({ docId: data.id, clients, editors });
  } finally {
    for (const c of clients) c.close();
  }
}

/**
 * Twelve rounds in which each designer in turn may go offline (one time in five), takes three
 * random steps and, when offline, may come back (three times in five). Each designer draws from
 * a generator of its own seeded from `seed`; `step` answers what it did, logged as `r{round} d{i}: …`.
 * Some designers may still be offline at the end.
 */
export async function workApart(d: Designers, seed: number, log: string[], step: (editor: Editor, rng: Rng) => string): Promise<void> {
  const { clients, editors } = d;
  const rngs = clients.map((_, i) => new Rng((seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0));
  for (let round = 0; round < 12; round++) {
    for (let i = 0; i < clients.length; i++) {
      const rng = rngs[i]!;
      if (rng.chance(0.2)) clients[i]!.provider.disconnect();
      for (let k = 0; k < 3; k++) log.push(`r${round} d${i}: ${step(editors[i]!, rng)}`);
      if (!clients[i]!.provider.shouldConnect && rng.chance(0.6)) clients[i]!.provider.connect();
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** waits (15 s at most) until every client reads the same document as the first */
export async function allReadTheSame(clients: DocClient[]): Promise<void> {
  await eventually(() => {
    for (const c of clients.slice(1)) expect(toJSON(c.doc)).toEqual(toJSON(clients[0]!.doc));
  }, 15_000);
}

/** every client reads the same document, all have been saved, and the server's live room holds it too */
export async function expectOneDocument(server: TestServer, d: Designers): Promise<void> {
  await allReadTheSame(d.clients);
  await Promise.all(d.clients.map((c) => c.allSaved()));
  const live = await server.app.services.rooms.get(d.docId);
  expect(live && toJSON(live.doc)).toEqual(toJSON(d.clients[0]!.doc));
}
