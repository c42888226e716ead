-- Custom scene and activity names (issue 11): one list per account and kind, stored as the JSON
-- the client merges with ([{name, at, removed?}], at most 400 entries). The server only ever
-- reads and writes a list whole (the merge is in shared/src/planning/custom-names.ts), so a row
-- per list is enough; the account's removal takes its lists with it.
CREATE TABLE user_names (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('scene', 'activity')),
  entries     TEXT NOT NULL DEFAULT '[]',
  updated_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;
