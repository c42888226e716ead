-- A folder's listing (containers first, newest first) read straight from this index, in
-- order, stopping at the page, instead of sorting every row of the folder per request.
CREATE INDEX documents_dir_order ON documents(owner_id, pid, (type IN ('folder', 'project')), updated_at, id);
