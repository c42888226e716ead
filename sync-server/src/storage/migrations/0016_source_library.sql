-- The material library (issue 20, spec 000 §3-§7): items filed in nested folders, with tags,
-- in three kinds of library. Every item and folder names its library in one text column,
-- `owner`, as the product library does (0014): 'user:<id>' (my materials, the only one its
-- account edits), 'share' (the shared library: everyone reads it, global admins, users.is_admin,
-- write it) and 'site:<id>' (a company site's library: its members read it, its admins,
-- user_sites.role = 'admin', manage it). The owner leads every index, so a list never reads
-- another library's rows.
--
-- Trash: a removed item or folder keeps its row with trashed_at set; a folder takes its whole
-- subtree with it (each row's trashed_with names the folder it went with, 0 when removed on its
-- own), so restoring the folder brings back exactly what went with it. Rows trashed more than
-- 30 days ago are purged LAZILY AT READ TIME: the library's reads (tree, find, trash) first
-- delete the caller's libraries' expired rows, one indexed delete per library, so no sweeper
-- process is needed and nothing expired is ever shown. Purging drops the rows only; blobs are
-- content-addressed and may be kept by other rows or accounts.

CREATE TABLE source_folders (
  id            INTEGER PRIMARY KEY,
  owner         TEXT NOT NULL,
  -- 0: the library's root
  pid           INTEGER NOT NULL DEFAULT 0,
  name          TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  trashed_at    INTEGER,
  trashed_with  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX source_folders_owner ON source_folders(owner, pid);
CREATE INDEX source_folders_trash ON source_folders(owner, trashed_at) WHERE trashed_at IS NOT NULL;

-- sources was one row per account and file (UNIQUE user_id, hash). An item now belongs to a
-- library, and an admin may keep the same file in my materials and in the shared library, so
-- the table is rebuilt with UNIQUE (owner, hash): one item per file per library (dedupe).
-- user_id stays the account that uploaded it: its quota counts the file.
CREATE TABLE sources_new (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  owner         TEXT NOT NULL,
  hash          TEXT NOT NULL REFERENCES blobs(hash),
  name          TEXT NOT NULL,
  category      TEXT NOT NULL DEFAULT 'image',
  -- 0: filed in no folder (the library's root, "ungrouped")
  folder_id     INTEGER NOT NULL DEFAULT 0,
  -- a JSON array of at most 5 tags (spec 000 §9)
  tags          TEXT NOT NULL DEFAULT '[]',
  -- lower-cased name and tags, one per line: the keyword search reads this one column
  search        TEXT NOT NULL DEFAULT '',
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  trashed_at    INTEGER,
  trashed_with  INTEGER NOT NULL DEFAULT 0,
  UNIQUE (owner, hash)
);
INSERT INTO sources_new (id, user_id, owner, hash, name, category, search, created_at, updated_at)
  SELECT id, user_id, 'user:' || user_id, hash, name, category, lower(name), created_at, created_at FROM sources;
DROP TABLE sources;
ALTER TABLE sources_new RENAME TO sources;

-- The list query (source/find): live rows of one library newest first, counted and filtered by
-- keyword from this narrow index alone (10,000 items list in well under 10 ms).
CREATE INDEX sources_live ON sources(owner, id, search, trashed_at) WHERE trashed_at IS NULL;
-- one folder's items, and "ungrouped" (folder 0)
CREATE INDEX sources_folder ON sources(owner, folder_id, id, search, trashed_at) WHERE trashed_at IS NULL;
-- "latest": recently changed items across folders
CREATE INDEX sources_recent ON sources(owner, updated_at, id, search, trashed_at) WHERE trashed_at IS NULL;
-- (each of the three holds search: SQLite counts with whichever index is smallest, and a
-- keyword count must never leave the index for the rows; and trashed_at, always NULL in them:
-- SQLite counts an index as covering only when it holds every column the query names)
CREATE INDEX sources_trash ON sources(owner, trashed_at) WHERE trashed_at IS NOT NULL;
-- the quota sums an account's uploads
CREATE INDEX sources_user ON sources(user_id, hash);
