// Where /kapi lives and how long a call may take: a module of its own, with no schemas, so the
// shared viewer can ask for its deck before the schemas (zod) are even loaded.

/** Mount point of every call; the y-websocket endpoint lives under it too. */
export const KAPI_BASE = '/kapi';
export const REQUEST_TIMEOUT_MS = 30_000;
