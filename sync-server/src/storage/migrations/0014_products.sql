-- The product library (issue 13). Every catalogue row names its store owner in one text
-- column: 'system' (the built-in catalogue), 'site:<id>' (a company site's) or 'user:<id>'
-- (an account's own). One column keeps the store the leading key of every index, so a search
-- never reads another store's rows.

-- A company's admins edit its catalogue; members read it.
ALTER TABLE user_sites ADD COLUMN role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin'));

CREATE TABLE product_categories (
  id          INTEGER PRIMARY KEY,
  owner       TEXT NOT NULL,
  pid         INTEGER NOT NULL DEFAULT 0,
  name        TEXT NOT NULL,
  sort        INTEGER NOT NULL DEFAULT 0,
  -- the built-in catalogue's key (seeding updates in place by it); '' elsewhere
  skey        TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE INDEX product_categories_owner ON product_categories(owner, pid);

-- A store's own parameter definitions (product/item/*), beside the built-in PARAM_DEFS.
CREATE TABLE product_param_defs (
  owner    TEXT NOT NULL,
  id       TEXT NOT NULL,
  name     TEXT NOT NULL,
  type     TEXT NOT NULL,
  unit     TEXT NOT NULL DEFAULT '',
  grp      TEXT NOT NULL DEFAULT '',
  options  TEXT NOT NULL DEFAULT '[]',
  sort     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (owner, id)
);

-- Prices are fen (integers: no float rounding in sums); JSON columns hold what the editor sends.
CREATE TABLE products (
  id           INTEGER PRIMARY KEY,
  uuid         TEXT NOT NULL UNIQUE,
  owner        TEXT NOT NULL,
  mid          INTEGER NOT NULL DEFAULT 0,
  category_id  INTEGER NOT NULL DEFAULT 0,
  skey         TEXT NOT NULL DEFAULT '',
  code         TEXT NOT NULL,
  mcode        TEXT NOT NULL DEFAULT '',
  name         TEXT NOT NULL,
  brand        TEXT NOT NULL DEFAULT '',
  description  TEXT NOT NULL DEFAULT '',
  cover        TEXT NOT NULL DEFAULT '',
  pics         TEXT NOT NULL DEFAULT '{}',
  params       TEXT NOT NULL DEFAULT '[]',
  price        INTEGER,
  unit         TEXT NOT NULL DEFAULT '个',
  unit_tip     TEXT NOT NULL DEFAULT '',
  warranty     INTEGER NOT NULL DEFAULT 0,
  remark       TEXT NOT NULL DEFAULT '',
  sku_names    TEXT NOT NULL DEFAULT '[]',
  sku_count    INTEGER NOT NULL DEFAULT 0,
  photometry   TEXT,
  sample       INTEGER NOT NULL DEFAULT 0,
  -- lower-cased name, codes, brand, every parameter as shown ("3000k", "24°") and the variants'
  -- values and codes: the keyword search reads this one column
  search       TEXT NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
CREATE UNIQUE INDEX products_code ON products(owner, code);
CREATE INDEX products_category ON products(owner, category_id, id);
-- a keyword search reads this narrow index, in id order, instead of the wide rows
CREATE INDEX products_search ON products(owner, id, search);
CREATE INDEX products_updated ON products(owner, updated_at);
CREATE INDEX products_price ON products(owner, price);

CREATE TABLE product_skus (
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  idx         INTEGER NOT NULL,
  sid         TEXT NOT NULL,
  vals        TEXT NOT NULL DEFAULT '[]',
  code        TEXT NOT NULL DEFAULT '',
  price       INTEGER,
  photometry  TEXT,
  PRIMARY KEY (product_id, idx)
);

-- The filterable values (power, cct, beam, ra, install) of a product and of each variant: a
-- product with variants 3000K and 4000K has two cct rows, so a filter on either finds it.
-- `num` holds the number of numeric facets (ranges), `value` the text matched by lists.
CREATE TABLE product_facets (
  owner       TEXT NOT NULL,
  facet       TEXT NOT NULL,
  value       TEXT NOT NULL,
  num         REAL,
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (owner, facet, value, product_id)
);
CREATE INDEX product_facets_product ON product_facets(product_id);
CREATE INDEX product_facets_num ON product_facets(owner, facet, num);

CREATE TABLE product_groups (
  id          INTEGER PRIMARY KEY,
  owner       TEXT NOT NULL,
  name        TEXT NOT NULL,
  skey        TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE INDEX product_groups_owner ON product_groups(owner, id);
CREATE TABLE product_group_items (
  group_id    INTEGER NOT NULL REFERENCES product_groups(id) ON DELETE CASCADE,
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sort        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, product_id)
);
CREATE INDEX product_group_items_product ON product_group_items(product_id);

CREATE TABLE product_favorites (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX product_favorites_product ON product_favorites(product_id);

CREATE TABLE product_cart (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sku         TEXT NOT NULL DEFAULT '',
  quantity    INTEGER NOT NULL DEFAULT 1,
  added_at    INTEGER NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX product_cart_product ON product_cart(product_id);

-- Excel import between its two steps (read, then commit with a mapping): in the database, not
-- in memory, so any node can take the commit.
CREATE TABLE product_import_jobs (
  token       TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  headers     TEXT NOT NULL,
  header_row  INTEGER NOT NULL,
  rows_json   TEXT NOT NULL,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX product_import_jobs_expiry ON product_import_jobs(expires_at);

-- Each store's revision, bumped by every product write: product/find keeps the total of a search
-- (a scan of every matching row) for as long as the revision of the stores it read stays the
-- same, on any node, since the revision is read from here.
CREATE TABLE product_store_revs (
  owner  TEXT PRIMARY KEY,
  rev    INTEGER NOT NULL
);

-- Which version of the built-in catalogue the system store holds (seeding runs when it differs).
CREATE TABLE product_catalogue_state (
  name       TEXT PRIMARY KEY,
  version    INTEGER NOT NULL,
  seeded_at  INTEGER NOT NULL
);
