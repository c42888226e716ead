-- The scene trial tool's scene sets (issue 16): room, lamps and scenes of a set as the JSON the
-- client saves whole (shared/src/protocol/sdb.ts checks it; at most 50 sets per account, which
-- the service counts). The account's removal takes its sets with it.
CREATE TABLE sdb_sets (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX sdb_sets_user ON sdb_sets (user_id, updated_at);
