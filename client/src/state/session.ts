import { atom } from 'jotai';
import type { User } from '../../../shared/src/protocol/auth';

/** undefined: not fetched yet; null: signed out; otherwise the signed-in user. */
export const userAtom = atom<User | null | undefined>(undefined);

/** The first server version seen; a different one later means a new deployment. */
export const knownVersionAtom = atom<string | null>(null);

/** Dialogs that session-ending codes and the version ping open (spec 000 §4, §8). */
export type SessionNotice =
  | { kind: 'offline'; message: string }
  | { kind: 'redirect'; message: string; target: string; hasSites: boolean; delayMs: number | null }
  | { kind: 'upgrade' };
export const sessionNoticeAtom = atom<SessionNotice | null>(null);
