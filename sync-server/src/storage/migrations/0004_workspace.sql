-- The workspace around documents: star/favor flags, the recent list, projects, pinned items,
-- trash of whole subtrees, and read-only share links.
ALTER TABLE documents ADD COLUMN star INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN favor INTEGER NOT NULL DEFAULT 0;
-- when the owner last opened it; NULL keeps it off the recent list
ALTER TABLE documents ADD COLUMN open_time INTEGER;
-- the item whose removal put this one in the trash (a folder's subtree goes with it)
ALTER TABLE documents ADD COLUMN trashed_by TEXT;
CREATE INDEX documents_latest ON documents(owner_id, open_time);
CREATE INDEX documents_pid ON documents(pid);

CREATE TABLE projects (
  id        TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  number    TEXT NOT NULL DEFAULT '',
  address   TEXT NOT NULL DEFAULT '',
  customer  TEXT NOT NULL DEFAULT '',
  contact   TEXT NOT NULL DEFAULT '',
  phone     TEXT NOT NULL DEFAULT ''
);

CREATE TABLE pinned (
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  doc_id   TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  at       INTEGER NOT NULL,
  PRIMARY KEY (user_id, doc_id)
);

CREATE TABLE shares (
  doc_id         TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  -- 'me': only the owner may open the link; 'all': anyone with the link
  scope          TEXT NOT NULL CHECK (scope IN ('me', 'all')),
  password_hash  TEXT,
  -- NULL: permanent
  expires_at     INTEGER,
  no_copy        INTEGER NOT NULL DEFAULT 0,
  no_print       INTEGER NOT NULL DEFAULT 0,
  revoked        INTEGER NOT NULL DEFAULT 0,
  updated_at     INTEGER NOT NULL
);
