-- The first page of a document as small JSON, drawn as its cover in the desktop lists.
ALTER TABLE documents ADD COLUMN cover TEXT;
