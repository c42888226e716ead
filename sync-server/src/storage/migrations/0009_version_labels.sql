-- Named versions (issue 21): the name a user gave a version saved by hand ("保存版本");
-- NULL for the automatic ones. A named version is never thinned away.
ALTER TABLE doc_versions ADD COLUMN label TEXT;

-- The history list and the thinning after every new version read everything but the snapshot.
-- A new column is stored after the snapshot bytes, and reaching it would walk each snapshot's
-- overflow pages; this covering index answers both without touching a snapshot.
CREATE INDEX doc_versions_list ON doc_versions(doc_id, ver, at, kind, user_id, label);
