import { useCallback, useEffect, useRef, useState } from 'react';
import type { Row } from '../../../shared/src/protocol/workspace';
import { api, ApiError, NETWORK_ERROR } from '../api/client';
import { db } from '../storage/db';
import { hasLocalCopy } from '../sync/local-copy';

// The decks 插入到文档… offers, from the same places the desktop and the header search read:
// without a keyword the recent list (doc/find latest, the desktop's home), with one the server's
// name search (mine and shared with me). Offline, the desktop's cached lists of this account
// and the creations still waiting for the server, kept to the documents this device holds, so
// the editor can open them.

export interface DeckChoices {
  rows: Row[];
  state: 'loading' | 'ready' | 'error';
  /** the server could not be reached: the list is this device's */
  offline: boolean;
  retry: () => void;
}

/** A keyword typed is asked for once typing pauses, not at every key. */
const TYPING_PAUSE_MS = 250;

const isPlan = (row: Row) => row.type === 'plan';
const matches = (row: Row, keyword: string) => keyword === '' || row.name.toLowerCase().includes(keyword.toLowerCase());

/** Documents created on this device that the server has not confirmed yet, as rows. */
async function pendingRows(): Promise<Row[]> {
  const pending = await db.pendingCreates.toArray();
  return pending.map((p) => ({ id: p.id, pid: p.dir, name: p.name, type: p.type, template: p.template, star: 0, favor: 0, open_time: '', open_at: null, create_time: p.at, update_time: p.at, cover: null }));
}

/** Every row this account's cached desktop lists hold, newest change first, once each. */
async function offlineRows(userId: string, keyword: string): Promise<Row[]> {
  const lists = await db.lists.where('key').startsWith(`${userId}:`).toArray();
  const seen = new Map<string, Row>();
  for (const row of [...(await pendingRows()), ...lists.flatMap((l) => l.rows)]) if (!seen.has(row.id)) seen.set(row.id, row);
  const candidates = [...seen.values()].filter((r) => isPlan(r) && matches(r, keyword)).sort((a, b) => b.update_time - a.update_time);
  const held = await Promise.all(candidates.map((r) => hasLocalCopy(r.id)));
  return candidates.filter((_, i) => held[i]);
}

export function useDeckChoices(userId: string, keyword: string): DeckChoices {
  const [attempt, setAttempt] = useState(0);
  const asked = keyword.trim();
  const key = `${userId}\n${asked}\n${attempt}`;
  // the last answer and what it answered: loading while that is not what is asked now
  const [answer, setAnswer] = useState<{ key: string; rows: Row[]; state: 'ready' | 'error'; offline: boolean } | null>(null);
  const generation = useRef(0);

  useEffect(() => {
    const gen = ++generation.current;
    const settle = (rows: Row[], state: 'ready' | 'error', offline: boolean) => gen === generation.current && setAnswer({ key, rows, state, offline });
    const timer = setTimeout(
      () =>
        void (async () => {
          try {
            const found = await api('doc/find', { dir: 'latest', page: 1, keyword: asked }, { showError: false });
            const pending = asked === '' ? (await pendingRows()).filter(isPlan) : [];
            settle([...pending, ...found.rows.filter((r) => isPlan(r) && !pending.some((p) => p.id === r.id))], 'ready', false);
          } catch (err) {
            if (err instanceof ApiError && err.code === NETWORK_ERROR) settle(await offlineRows(userId, asked), 'ready', true);
            else settle([], 'error', false);
          }
        })(),
      asked === '' ? 0 : TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [key, userId, asked]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = answer?.key !== key;
  return { rows: answer?.rows ?? [], state: loading ? 'loading' : answer.state, offline: answer?.offline ?? false, retry };
}
