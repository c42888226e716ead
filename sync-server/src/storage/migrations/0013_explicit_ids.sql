-- Issue 12 (one set of queries on SQLite and PostgreSQL): rowid is SQLite's alone. The two
-- tables whose queries used it (a rate event taken back by its id; pins listed in the order
-- they were made) get an explicit id. INTEGER PRIMARY KEY is the rowid itself, so the ids and
-- the order are kept as they were.
CREATE TABLE rate_events_new (
  id     INTEGER PRIMARY KEY,
  scope  TEXT NOT NULL,
  key    TEXT NOT NULL,
  at     INTEGER NOT NULL
);
INSERT INTO rate_events_new (id, scope, key, at) SELECT rowid, scope, key, at FROM rate_events;
DROP TABLE rate_events;
ALTER TABLE rate_events_new RENAME TO rate_events;
CREATE INDEX rate_events_lookup ON rate_events(scope, key, at);

CREATE TABLE pinned_new (
  id       INTEGER PRIMARY KEY,
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  doc_id   TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  at       INTEGER NOT NULL,
  UNIQUE (user_id, doc_id)
);
INSERT INTO pinned_new (id, user_id, doc_id, at) SELECT rowid, user_id, doc_id, at FROM pinned;
DROP TABLE pinned;
ALTER TABLE pinned_new RENAME TO pinned;
