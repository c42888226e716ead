// Every non-zero code the server answers with, defined once. Codes below 1000 are never used:
// status is 0 on success and 1 on any failure; `code` says which failure.

export const Code = {
  OK: 0,
  /** generic business rule refusal; the message says which */
  REFUSED: 1000,
  WRONG_CREDENTIALS: 1001,
  ACCOUNT_DISABLED: 1002,
  SMS_CODE_WRONG: 1003,
  SMS_CODE_EXPIRED: 1004,
  USERNAME_TAKEN: 1005,
  NOT_SITE_MEMBER: 1006,
  TOKEN_INVALID: 1007,
  SMS_FAILED: 1008,
  DOC_LOAD_FAILED: 1009,
  /** the link needs a (correct) password: the viewer asks for one */
  SHARE_PASSWORD: 1010,
  /** withdrawn, expired, or only for its owner */
  SHARE_CLOSED: 1011,

  // Session-ending codes of spec 000 §8; their client behaviour is SESSION_CODES below.
  REDIRECT_ALERT: 2020,
  /** not signed in, or the session expired or was revoked */
  LOGGED_OUT: 2021,
  REDIRECT_WARN: 2022,
  KICKED: 2040,
  LOGOUT_UNLESS_SETTING: 3010,
  SILENT: 4040,
  KICKED_30010: 30010,
  KICKED_32001: 32001,
  KICKED_50012: 50012,

  BAD_PARAMS: 4000,
  BAD_JSON: 4001,
  NO_ROUTE: 4004,
  CROSS_SITE: 4030,
  /** signed in, but without the right (the admin calls) */
  FORBIDDEN: 4031,
  TOO_LARGE: 4130,
  RATE_LIMITED: 4290,
  INTERNAL: 5000,
  /** the node cannot store or share a change now (database or the bus to the other nodes down) */
  UNAVAILABLE: 5030,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** What the client does when a response carries one of these codes (spec 000 §8). */
export type SessionBehaviour =
  /** log out, warn with the message, go to data.forward after 1 s */
  | 'warn-redirect'
  /** log out, alert "redirecting" with a button; go after 5 s if there is a message, else at once */
  | 'alert-redirect'
  /** log out, "offline notice" dialog with a re-login button */
  | 'offline-notice'
  /** log out unless the Setting route is open */
  | 'logout-unless-setting'
  /** nothing at all */
  | 'silent';

export const SESSION_CODES: Readonly<Record<number, SessionBehaviour>> = {
  2022: 'warn-redirect',
  2020: 'alert-redirect',
  30010: 'offline-notice',
  32001: 'offline-notice',
  50012: 'offline-notice',
  2021: 'offline-notice',
  2040: 'offline-notice',
  3010: 'logout-unless-setting',
  4040: 'silent',
};

export const REDIRECT_WARN_DELAY_MS = 1_000;
export const REDIRECT_ALERT_DELAY_MS = 5_000;
