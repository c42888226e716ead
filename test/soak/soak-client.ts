import * as Y from 'yjs';
import { MESSAGE_SAVED } from '../../shared/src/protocol/sync';
import { elementText, itemOf, orderedPages, type YMap } from '../../shared/src/schema/doc';
import { newDocClient, type DocClient } from '../helpers/doc-client';
import type { Rng } from '../convergence/random-ops';

// One soak client: a node Yjs client speaking our protocol with "saved" acknowledgements, which
// edits one text of its document at random (online or not), drops off and comes back, and
// keeps a ledger of its edits: which the server acknowledged (a "saved" state vector covering
// the edit's clock).

/** Filler text; edit tokens use other characters, so deleting filler never touches a token. */
const FILLER = 'abcdefg 灯光';
const isFiller = (ch: string) => FILLER.includes(ch);

/** What the soak knows of one document. */
export interface SoakDoc {
  docId: string;
  /** the text element every client of the document edits */
  elementId: string;
  /** every token inserted into it, by token */
  tokens: Map<string, { acked: boolean; forgotten: boolean }>;
}

/** The paragraph text of the soak element, once the document holds it. */
export function soakText(doc: Y.Doc, elementId: string): Y.XmlText | null {
  for (const [, page] of orderedPages(doc)) {
    const element = itemOf(page, elementId);
    const paragraph = element && elementText(element)?.get(0);
    const text = paragraph instanceof Y.XmlElement ? paragraph.get(0) : null;
    if (text instanceof Y.XmlText) return text;
  }
  return null;
}

export const plainText = (text: Y.XmlText): string => text.toDelta().map((d: { insert?: unknown }) => (typeof d.insert === 'string' ? d.insert : '')).join('');

/** Does the state vector `saved` cover all of `doc`? */
export function covers(saved: Uint8Array | null, doc: Y.Doc): boolean {
  if (!saved) return false;
  const server = Y.decodeStateVector(saved);
  for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(doc))) if ((server.get(client) ?? 0) < clock) return false;
  return true;
}

export interface ClientCounts {
  /** token insertions (each checked at the end) */
  tokens: number;
  tokensAcked: number;
  /** filler inserts and moves of the element */
  other: number;
  otherAcked: number;
  /** filler deletes */
  deletes: number;
  drops: number;
  /** rejoins with a new replica (a closed tab opened again) rather than the one kept */
  freshRejoins: number;
}

export class SoakClient {
  private dc: DocClient;
  /** this replica's edits not yet acknowledged, oldest first: clock after the edit, and its token */
  private unacked: { clock: number; token: string | null }[] = [];
  private serial = 0;
  online = true;
  /** when it last came back online (Date.now()) */
  rejoinedAt = 0;
  /** called when this client is connected and the server has acknowledged all it holds */
  onCovered: (() => void) | null = null;
  readonly counts: ClientCounts = { tokens: 0, tokensAcked: 0, other: 0, otherAcked: 0, deletes: 0, drops: 0, freshRejoins: 0 };

  constructor(
    readonly index: number,
    private readonly url: string,
    private readonly cookie: string,
    readonly soakDoc: SoakDoc,
    private readonly rng: Rng,
  ) {
    this.dc = this.open();
  }

  get doc(): Y.Doc {
    return this.dc.doc;
  }

  get provider() {
    return this.dc.provider;
  }

  /** connected, synced, and everything it holds acknowledged */
  converged(): boolean {
    return this.online && this.dc.provider.wsconnected && this.dc.provider.synced && covers(this.dc.saved(), this.dc.doc);
  }

  private open(): DocClient {
    const dc = newDocClient(this.url, this.soakDoc.docId, this.cookie, { ack: true });
    const handlers = dc.provider.messageHandlers;
    const record = handlers[MESSAGE_SAVED]!;
    handlers[MESSAGE_SAVED] = (...args) => {
      record(...args);
      if (this.dc === dc) this.acknowledge(dc);
    };
    return dc;
  }

  private acknowledge(dc: DocClient): void {
    const saved = dc.saved();
    if (!saved) return;
    const upto = Y.decodeStateVector(saved).get(dc.doc.clientID) ?? 0;
    let n = 0;
    for (const edit of this.unacked) {
      if (edit.clock > upto) break;
      n++;
      if (edit.token === null) this.counts.otherAcked++;
      else {
        this.counts.tokensAcked++;
        this.soakDoc.tokens.get(edit.token)!.acked = true;
      }
    }
    if (n > 0) this.unacked.splice(0, n);
    if (this.onCovered && this.converged()) this.onCovered();
  }

  /** One random edit of the soak text (skipped while this replica does not hold the text yet). */
  edit(): void {
    const text = soakText(this.dc.doc, this.soakDoc.elementId);
    if (!text) return;
    const s = plainText(text);
    const roll = this.rng.next();
    let token: string | null = null;
    const before = Y.getState(this.dc.doc.store, this.dc.doc.clientID);
    this.dc.doc.transact(() => {
      if (roll < 0.5) {
        token = `[C${this.index}N${++this.serial}]`;
        text.insert(this.boundary(s), token);
      } else if (roll < 0.7) {
        text.insert(this.boundary(s), this.rng.chars(this.rng.range(1, 5), FILLER));
      } else if (roll < 0.9) {
        const from = this.rng.int(s.length + 1);
        let to = from;
        const most = from + this.rng.range(1, 4);
        while (to < s.length && to < most && isFiller(s[to]!)) to++;
        if (to > from) text.delete(from, to - from);
      } else {
        const element = text.parent?.parent?.parent as YMap | undefined;
        element?.set('left', this.rng.int(1920));
        element?.set('top', this.rng.int(1080));
      }
    });
    const clock = Y.getState(this.dc.doc.store, this.dc.doc.clientID);
    // A delete makes no new clock: a state vector cannot acknowledge it, so it is counted apart
    // (and checked only by the replicas being equal at the end).
    if (clock === before) {
      if (roll >= 0.7 && roll < 0.9 && plainText(text).length < s.length) this.counts.deletes++;
      return;
    }
    if (token !== null) {
      this.counts.tokens++;
      this.soakDoc.tokens.set(token, { acked: false, forgotten: false });
    } else this.counts.other++;
    this.unacked.push({ clock, token });
  }

  /** A random position that is not inside a token. */
  private boundary(s: string): number {
    const p = this.rng.int(s.length + 1);
    return s.lastIndexOf('[', p - 1) > s.lastIndexOf(']', p - 1) ? s.indexOf(']', p) + 1 : p;
  }

  /** The network goes: the replica stays, and edits go on offline. */
  drop(): void {
    this.counts.drops++;
    this.online = false;
    this.dc.provider.disconnect();
  }

  /**
   * Back online with the same replica (its offline edits are sent), or `fresh`: the replica is
   * thrown away (a tab closed) and a new one loads from the server; only what the server
   * acknowledged of the old one is promised to survive.
   */
  rejoin(fresh: boolean): void {
    this.online = true;
    this.rejoinedAt = Date.now();
    if (!fresh) {
      this.dc.provider.connect();
      return;
    }
    this.counts.freshRejoins++;
    for (const edit of this.unacked) if (edit.token !== null) this.soakDoc.tokens.get(edit.token)!.forgotten = true;
    this.unacked = [];
    const old = this.dc;
    this.dc = this.open();
    old.close();
  }

  /** Offline for good (not counted as a drop): the end of the soak. */
  leave(): void {
    this.online = false;
    this.dc.provider.disconnect();
  }

  close(): void {
    this.dc.close();
  }
}
