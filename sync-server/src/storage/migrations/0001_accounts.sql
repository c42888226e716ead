-- Accounts, sites (personal or company) and server-side sessions.
CREATE TABLE sites (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL,
  title         TEXT NOT NULL DEFAULT '',
  logo          TEXT NOT NULL DEFAULT '',
  domain        TEXT NOT NULL DEFAULT '',
  tongji_baidu  TEXT NOT NULL DEFAULT '',
  category      TEXT NOT NULL DEFAULT '',
  is_company    INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL
);

-- The personal site every account belongs to.
INSERT INTO sites (id, name, title, created_at) VALUES (1, 'LightKit', '照明设计工作台', 0);

CREATE TABLE users (
  id             INTEGER PRIMARY KEY,
  uuid           TEXT NOT NULL UNIQUE,
  username       TEXT UNIQUE COLLATE NOCASE,
  mobile         TEXT UNIQUE,
  password_hash  TEXT,
  nickname       TEXT NOT NULL DEFAULT '',
  name           TEXT NOT NULL DEFAULT '',
  gender         INTEGER NOT NULL DEFAULT 0,
  avatar         TEXT NOT NULL DEFAULT '',
  company        TEXT NOT NULL DEFAULT '',
  department     TEXT NOT NULL DEFAULT '',
  position       TEXT NOT NULL DEFAULT '',
  is_admin       INTEGER NOT NULL DEFAULT 0,
  disabled       INTEGER NOT NULL DEFAULT 0,
  app_type       INTEGER NOT NULL DEFAULT 1,
  member_until   INTEGER NOT NULL,
  current_site   INTEGER NOT NULL DEFAULT 1 REFERENCES sites(id),
  setting_json   TEXT NOT NULL DEFAULT '{}',
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);

CREATE TABLE user_sites (
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  site_id  INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, site_id)
);

-- Session ids are random; only their SHA-256 is stored, so a leaked database signs nobody in.
CREATE TABLE sessions (
  id_hash     TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  seen_at     INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  ip          TEXT NOT NULL DEFAULT '',
  user_agent  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions(user_id);
