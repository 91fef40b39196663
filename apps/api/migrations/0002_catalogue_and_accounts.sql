-- The catalogue (categories, brands, units, products, stocks, extras, addons) and accounts
-- (users, hashed access tokens, wallets, addresses). Money in integer minor units.

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT 'main' CHECK (type IN ('main', 'shop', 'receipt')),
  parent_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  img TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX categories_type ON categories (type, active);

CREATE TABLE category_translations (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  UNIQUE (category_id, locale)
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  img TEXT,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE units (
  id INTEGER PRIMARY KEY,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE unit_translations (
  id INTEGER PRIMARY KEY,
  unit_id INTEGER NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  UNIQUE (unit_id, locale)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  brand_id INTEGER REFERENCES brands (id) ON DELETE SET NULL,
  unit_id INTEGER REFERENCES units (id) ON DELETE SET NULL,
  img TEXT,
  tax REAL NOT NULL DEFAULT 0,
  min_qty INTEGER NOT NULL DEFAULT 1,
  max_qty INTEGER NOT NULL DEFAULT 100,
  interval INTEGER NOT NULL DEFAULT 1,
  vegetarian INTEGER NOT NULL DEFAULT 0,
  kcal INTEGER,
  -- an addon is a product attached to other products' stocks, not listed on its own
  addon INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT 'published',
  is_recommended INTEGER NOT NULL DEFAULT 0,
  sold_count INTEGER NOT NULL DEFAULT 0,
  rating_avg REAL,
  reviews_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX products_shop ON products (shop_id, active, addon, category_id);
CREATE INDEX products_category ON products (category_id, active, addon);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_sold ON products (sold_count);

CREATE TABLE product_translations (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  UNIQUE (product_id, locale)
);

CREATE TABLE stocks (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price INTEGER NOT NULL CHECK (price >= 0),
  quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  discount INTEGER NOT NULL DEFAULT 0 CHECK (discount >= 0),
  addon INTEGER NOT NULL DEFAULT 0,
  sku TEXT
);
CREATE INDEX stocks_product ON stocks (product_id);

CREATE TABLE extra_groups (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'color', 'image')),
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE extra_group_translations (
  id INTEGER PRIMARY KEY,
  extra_group_id INTEGER NOT NULL REFERENCES extra_groups (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  UNIQUE (extra_group_id, locale)
);

CREATE TABLE extra_values (
  id INTEGER PRIMARY KEY,
  extra_group_id INTEGER NOT NULL REFERENCES extra_groups (id) ON DELETE CASCADE,
  value TEXT NOT NULL
);

-- one stock per combination of extras
CREATE TABLE stock_extras (
  stock_id INTEGER NOT NULL REFERENCES stocks (id) ON DELETE CASCADE,
  extra_value_id INTEGER NOT NULL REFERENCES extra_values (id) ON DELETE CASCADE,
  PRIMARY KEY (stock_id, extra_value_id)
);

-- addons (products with addon = 1) offered with a stock
CREATE TABLE stock_addons (
  id INTEGER PRIMARY KEY,
  stock_id INTEGER NOT NULL REFERENCES stocks (id) ON DELETE CASCADE,
  addon_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  UNIQUE (stock_id, addon_id)
);
CREATE INDEX stock_addons_addon ON stock_addons (addon_id);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  firstname TEXT,
  lastname TEXT,
  email TEXT UNIQUE,
  phone TEXT UNIQUE,
  password_hash TEXT,
  birthday TEXT,
  gender TEXT,
  img TEXT,
  role TEXT NOT NULL DEFAULT 'user',
  my_referral TEXT UNIQUE,
  referral TEXT,
  currency_id INTEGER REFERENCES currencies (id),
  firebase_token TEXT,
  email_verified_at TEXT,
  phone_verified_at TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);

-- access tokens are random; only their SHA-256 is stored
CREATE TABLE user_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX user_tokens_user ON user_tokens (user_id);

CREATE TABLE wallets (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  price INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
  currency_id INTEGER REFERENCES currencies (id),
  created_at TEXT NOT NULL
);

CREATE TABLE user_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT,
  address TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  active INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX user_addresses_user ON user_addresses (user_id, active);
