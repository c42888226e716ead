import { isPlainObject, safeJson } from '../schema/safe-json';

// Presence lives in awareness, never in the document: who is here, their colour, what they
// have selected and where their pointer is. The server stamps who is who (a client cannot speak
// for anyone else) and both sides read states through presenceOf, so a garbled state from
// anywhere draws as nothing rather than breaking the page.

export interface PresenceUser {
  uuid: string;
  name: string;
  color: string;
}
export interface Presence {
  user: PresenceUser;
  /** selected element ids */
  selection: string[];
  /** pointer on a page, in page coordinates; null when away */
  pointer: { page: string; x: number; y: number } | null;
  /** elements being dragged right now, and by how much (page units); null when not dragging */
  dragging: { page: string; ids: string[]; dx: number; dy: number } | null;
  /** no input for a while */
  idle: boolean;
}

/** The largest awareness message a client may send; presence is a few hundred bytes. */
export const MAX_AWARENESS_BYTES = 64 * 1024;
/** awareness client ids one connection may speak for (a tab has one; a few for safety) */
export const MAX_AWARENESS_IDS_PER_CONN = 4;

const COLOURS = ['#e8590c', '#1c7ed6', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#e03131', '#5f3dc4', '#66a80f', '#d6336c'];

/** A colour that stays the same for a person on every device (derived from their uuid). */
export function colourFor(uuid: string): string {
  let h = 0;
  for (let i = 0; i < uuid.length; i++) h = (h * 31 + uuid.charCodeAt(i)) >>> 0;
  return COLOURS[h % COLOURS.length]!;
}

/**
 * A client's awareness state as the server passes it on: the identity replaced by the
 * connection's account, the presence fields in their types, other fields (the text editor's
 * caret) as bounded plain JSON. Null when the state is not an object.
 */
export function stampPresence(state: unknown, account: { uuid: string; nickname: string }): Record<string, unknown> | null {
  const clean = safeJson(state);
  if (!isPlainObject(clean)) return null;
  return { ...clean, ...presenceFields(clean), user: { uuid: account.uuid, name: account.nickname, color: colourFor(account.uuid) } };
}

function presenceFields(s: Record<string, unknown>): Omit<Presence, 'user'> {
  const selection = Array.isArray(s.selection) ? s.selection.filter((id): id is string => typeof id === 'string' && id.length <= 64).slice(0, 1000) : [];
  const p = s.pointer;
  const pointer =
    isPlainObject(p) && typeof p.page === 'string' && typeof p.x === 'number' && typeof p.y === 'number' && Number.isFinite(p.x) && Number.isFinite(p.y)
      ? { page: p.page.slice(0, 64), x: p.x, y: p.y }
      : null;
  const d = s.dragging;
  const dragging =
    isPlainObject(d) && typeof d.page === 'string' && Array.isArray(d.ids) && typeof d.dx === 'number' && typeof d.dy === 'number' && Number.isFinite(d.dx) && Number.isFinite(d.dy)
      ? { page: d.page.slice(0, 64), ids: d.ids.filter((id): id is string => typeof id === 'string').slice(0, 500), dx: d.dx, dy: d.dy }
      : null;
  return { selection, pointer, dragging, idle: s.idle === true };
}

/** Someone's presence from an awareness state, or null when it names nobody. */
export function presenceOf(state: unknown): Presence | null {
  if (!isPlainObject(state) || !isPlainObject(state.user)) return null;
  const u = state.user;
  if (typeof u.uuid !== 'string' || typeof u.name !== 'string') return null;
  const color = typeof u.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(u.color) ? u.color : colourFor(u.uuid);
  return { user: { uuid: u.uuid, name: u.name.slice(0, 64), color }, ...presenceFields(state) };
}
