-- Documents (and, from the workspace issue on, folders and projects) with their Yjs storage.
CREATE TABLE documents (
  id          TEXT PRIMARY KEY,
  owner_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pid         TEXT NOT NULL DEFAULT '',
  type        TEXT NOT NULL,
  name        TEXT NOT NULL DEFAULT '',
  template    TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  deleted_at  INTEGER
);
CREATE INDEX documents_owner ON documents(owner_id, pid);

-- People a document is shared with by account: 'edit' may write, 'view' only reads.
CREATE TABLE doc_members (
  doc_id   TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role     TEXT NOT NULL CHECK (role IN ('edit', 'view')),
  PRIMARY KEY (doc_id, user_id)
);

-- Every Yjs update, appended before it is broadcast; compaction folds them into doc_state.
CREATE TABLE doc_updates (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  doc_id   TEXT NOT NULL,
  data     BLOB NOT NULL,
  at       INTEGER NOT NULL,
  user_id  INTEGER
);
CREATE INDEX doc_updates_doc ON doc_updates(doc_id, id);

-- The merged state of a document up to (and including) update `upto`.
CREATE TABLE doc_state (
  doc_id      TEXT PRIMARY KEY,
  state       BLOB NOT NULL,
  upto        INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);

-- History snapshots: the whole state at a moment, by whom it was last changed.
CREATE TABLE doc_versions (
  doc_id   TEXT NOT NULL,
  ver      INTEGER NOT NULL,
  at       INTEGER NOT NULL,
  user_id  INTEGER,
  kind     TEXT NOT NULL DEFAULT 'auto',
  state    BLOB NOT NULL,
  PRIMARY KEY (doc_id, ver)
);
