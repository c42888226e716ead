-- Video and audio in the material library (issue 20, spec 000 §3-§4).
-- A blob's media facts belong to its content, so they sit on blobs: every account that keeps
-- the same video shares one transcode. trans_state as spec 000 §3: 0 transcoding (queued or
-- running), 1 done, -1 failed; NULL for files that are never transcoded (pictures).
ALTER TABLE blobs ADD COLUMN duration REAL;          -- seconds, for video and audio
ALTER TABLE blobs ADD COLUMN trans_state INTEGER;
ALTER TABLE blobs ADD COLUMN transcoded TEXT;        -- hash of the H.264/AAC fast-start MP4
ALTER TABLE blobs ADD COLUMN poster TEXT;            -- hash of the default poster (JPEG, not black)
ALTER TABLE blobs ADD COLUMN frames TEXT;            -- JSON array of candidate frame hashes (cover choices)
-- the cover an account chose for its video: a frame or a picture it uploaded (a blob hash)
ALTER TABLE sources ADD COLUMN cover TEXT;

-- Work on blobs (transcode), claimed by one node at a time: UPDATE … WHERE state = 'queued'.
-- A running job carries its node and a lease; a node that restarts requeues its own running
-- jobs, and any node takes over one whose lease ran out (its node died).
CREATE TABLE media_jobs (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL REFERENCES blobs(hash),
  kind TEXT NOT NULL,                 -- 'transcode'
  state TEXT NOT NULL DEFAULT 'queued', -- queued, running, done, failed
  attempts INTEGER NOT NULL DEFAULT 0,
  node TEXT NOT NULL DEFAULT '',
  lease_until INTEGER NOT NULL DEFAULT 0, -- wall-clock ms
  error TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  finished_at INTEGER,
  UNIQUE (hash, kind)
);
CREATE INDEX media_jobs_state ON media_jobs (state, id);

-- Chunked uploads in progress. The id is made by the server (never a client path); the chunks
-- themselves are files DATA_DIR/uploads/<id>/<index>, so what has arrived is read from disk.
CREATE TABLE upload_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  hash TEXT NOT NULL,
  size INTEGER NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  dir TEXT NOT NULL DEFAULT '',
  chunk_size INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX upload_sessions_user ON upload_sessions (user_id, hash);
CREATE INDEX upload_sessions_updated ON upload_sessions (updated_at);
