-- SMS codes, sign-in failure counting, one-time sign-in links and per-app permissions.
CREATE TABLE sms_codes (
  mobile      TEXT PRIMARY KEY,
  code_hash   TEXT NOT NULL,
  sent_at     INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  tries       INTEGER NOT NULL DEFAULT 0
);

-- One row per event; rate limits count the rows of a key inside a window.
CREATE TABLE rate_events (
  scope  TEXT NOT NULL,
  key    TEXT NOT NULL,
  at     INTEGER NOT NULL
);
CREATE INDEX rate_events_lookup ON rate_events(scope, key, at);

CREATE TABLE login_tokens (
  token_hash  TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at  INTEGER NOT NULL
);

CREATE TABLE app_permissions (
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code     TEXT NOT NULL,
  status   INTEGER NOT NULL DEFAULT 0,
  expire   INTEGER,
  PRIMARY KEY (user_id, code)
);
