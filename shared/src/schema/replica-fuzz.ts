import { expect } from 'vitest';
import * as Y from 'yjs';
import { toJSON } from './doc';
import { mulberry32 } from './random';

// For tests only: the frame of a convergence fuzz on one document. Replicas of a first document
// are edited apart at random and synced in random pairs, then all together; the test gives the
// edits and what must hold of the merged document. A failure prints its seed and every step.

/** seeded draws for a fuzz: a number in [0, 1), an integer below n, one of a list */
export interface FuzzDraws {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T | undefined;
}

export function fuzzDraws(seed: number): FuzzDraws {
  const next = mulberry32(seed);
  return { next, int: (n) => Math.floor(next() * n), pick: (xs) => xs[Math.floor(next() * xs.length)] };
}

/** brings each of two replicas up to date with the other */
export function syncPair(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

export interface ReplicaFuzz {
  seed: number;
  replicas: number;
  rounds: number;
  /** the document every replica starts from (it becomes replica 0) */
  first: Y.Doc;
  /** one random edit on replica `who`; `log` takes a line saying what was done */
  edit(r: FuzzDraws, doc: Y.Doc, who: number, log: string[]): void;
  /** what must hold of the merged document (every replica reads the same by then) */
  check(merged: Y.Doc): void;
}

/**
 * Runs the rounds (a replica picked, `edit`, and three times in ten a sync of a random pair),
 * syncs every pair twice, expects every replica to read as replica 0 and runs `check` on it.
 */
export function fuzzReplicas({ seed, replicas, rounds, first, edit, check }: ReplicaFuzz): void {
  const r = fuzzDraws(seed);
  const docs = [first, ...Array.from({ length: replicas - 1 }, () => new Y.Doc())];
  for (const d of docs.slice(1)) Y.applyUpdate(d, Y.encodeStateAsUpdate(first));
  const log: string[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const who = r.int(replicas);
      edit(r, docs[who]!, who, log);
      if (r.next() < 0.3) {
        const a = r.int(replicas);
        const b = (a + 1 + r.int(replicas - 1)) % replicas;
        syncPair(docs[a]!, docs[b]!);
        log.push(`sync ${a} ${b}`);
      }
    }
    for (let i = 0; i < 2; i++) for (let a = 0; a < replicas; a++) for (let b = a + 1; b < replicas; b++) syncPair(docs[a]!, docs[b]!);
    for (const d of docs.slice(1)) expect(toJSON(d)).toEqual(toJSON(docs[0]!));
    check(docs[0]!);
  } catch (err) {
    console.error(`seed ${seed}\n${log.join('\n')}`);
    throw err;
  }
}
