-- Uploaded files (spec 001 §3 "Uploaded file"): blobs are stored once by content hash under
-- DATA_DIR/blobs; each account's uploads are rows pointing at a blob.
CREATE TABLE blobs (
  hash TEXT PRIMARY KEY,          -- sha256 hex of the content
  size INTEGER NOT NULL,
  type TEXT NOT NULL,             -- content type judged from the bytes, not the client
  created_at INTEGER NOT NULL
);

CREATE TABLE sources (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  hash TEXT NOT NULL REFERENCES blobs(hash),
  name TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT 'image',
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, hash)
);
