// The WebSocket sync endpoint: the standard y-websocket protocol at /kapi/sync/<docId>, plus one
// message of our own that only clients asking for it (?ack=1) receive.

export const SYNC_PATH = '/kapi/sync';

/** y-websocket message types */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_AUTH = 2;
export const MESSAGE_QUERY_AWARENESS = 3;
/**
 * Ours: "saved", carrying the server's state vector after it stored an update from this
 * connection. A client whose local state vector it covers knows its edits are on the server.
 */
export const MESSAGE_SAVED = 100;
/**
 * Ours: "read-only", sent once on connecting to an ack client that may only view the document
 * (a view member). The server drops such a client's edits anyway; this lets the editor say so
 * and not offer edits that would be lost.
 */
export const MESSAGE_READ_ONLY = 101;
/**
 * Ours: "read-write", sent to an ack client whose access was raised from viewing to editing
 * while it was connected (the owner changed its role): its edits are taken again from now on.
 */
export const MESSAGE_READ_WRITE = 102;
export const ACK_PARAM = 'ack';

/**
 * Close codes. 4400-4499 mean "do not reconnect" to the stock provider, 4500-4599 "try later".
 */
export const CLOSE = {
  BAD_MESSAGE: 4400,
  /** the account was disabled (or signed out everywhere): its open sockets end */
  SIGNED_OUT: 4401,
  /** no access (any more): a member removed, or the document trashed */
  FORBIDDEN: 4403,
  NOT_FOUND: 4404,
  DOC_TOO_LARGE: 4413,
  MESSAGE_TOO_LARGE: 1009,
  LOAD_FAILED: 4500,
  /** the document's owner has no storage left (their quota); try again once space is freed */
  QUOTA_FULL: 4507,
  SHUTTING_DOWN: 1001,
} as const;

/** The largest single message a client may send (a big paste, a whole-document sync). */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
/** The largest a document's stored state may grow to. */
export const MAX_DOC_BYTES = 64 * 1024 * 1024;
