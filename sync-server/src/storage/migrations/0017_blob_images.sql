-- Pictures in the material library (issue 20): a stored picture's size in pixels, upright (after
-- its EXIF orientation was applied); NULL for files stored before this or that are no picture.
ALTER TABLE blobs ADD COLUMN width INTEGER;
ALTER TABLE blobs ADD COLUMN height INTEGER;

-- A picture that carried metadata (EXIF, GPS, XMP) is stored cleaned, under the hash of the
-- cleaned bytes; the client signs with the hash of the bytes it holds. This maps the hash a
-- client knows to the blob we keep, so the same original uploaded again is "already uploaded".
CREATE TABLE blob_originals (
  original_hash TEXT PRIMARY KEY,   -- sha256 hex of the bytes as uploaded
  hash TEXT NOT NULL REFERENCES blobs(hash),
  created_at INTEGER NOT NULL
);
