-- Colleagues (issue 18): who added a member and when (the members dialog and the "shared with
-- me" list read them), and the list of a member's documents newest first.
ALTER TABLE doc_members ADD COLUMN added_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE doc_members ADD COLUMN added_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX doc_members_user ON doc_members(user_id, added_at);

-- Who did what: the accounts whose changes a history version holds. Changes are stored as
-- they come; their authors wait here until the next version takes them (so a version made
-- after a restart still names everyone since the last one).
ALTER TABLE doc_versions ADD COLUMN authors TEXT NOT NULL DEFAULT '[]';
CREATE TABLE doc_pending_authors (
  doc_id   TEXT NOT NULL,
  user_id  INTEGER NOT NULL,
  PRIMARY KEY (doc_id, user_id)
);

-- the history list reads authors too: keep it answered from the index, never a snapshot
DROP INDEX doc_versions_list;
CREATE INDEX doc_versions_list ON doc_versions(doc_id, ver, at, kind, user_id, label, authors);
