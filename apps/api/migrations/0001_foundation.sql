-- Foundation: settings, languages, currencies and shops with their translations,
-- working days, closed dates, tags and delivery zones. Money is stored in integer
-- minor units of the default currency; the API converts at the edge.

CREATE TABLE settings (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT
);

CREATE TABLE languages (
  id INTEGER PRIMARY KEY,
  locale TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  backward INTEGER NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE currencies (
  id INTEGER PRIMARY KEY,
  symbol TEXT NOT NULL,
  title TEXT NOT NULL,
  position TEXT NOT NULL CHECK (position IN ('before', 'after')),
  is_default INTEGER NOT NULL DEFAULT 0,
  rate REAL NOT NULL CHECK (rate > 0),
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE shops (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('restaurant', 'shop')),
  logo_img TEXT,
  background_img TEXT,
  phone TEXT,
  price INTEGER NOT NULL DEFAULT 0,
  price_per_km INTEGER NOT NULL DEFAULT 0,
  tax REAL NOT NULL DEFAULT 0,
  service_fee INTEGER NOT NULL DEFAULT 0,
  min_amount INTEGER NOT NULL DEFAULT 0,
  open INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT 'approved',
  is_recommended INTEGER NOT NULL DEFAULT 0,
  delivery_time_from INTEGER NOT NULL DEFAULT 20,
  delivery_time_to INTEGER NOT NULL DEFAULT 40,
  delivery_time_type TEXT NOT NULL DEFAULT 'minute',
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  rating_avg REAL,
  reviews_count INTEGER NOT NULL DEFAULT 0,
  orders_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX shops_type_status ON shops (type, status);
CREATE INDEX shops_created_at ON shops (created_at);

CREATE TABLE shop_translations (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  address TEXT,
  UNIQUE (shop_id, locale)
);

CREATE TABLE shop_working_days (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  from_time TEXT NOT NULL,
  to_time TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  UNIQUE (shop_id, day)
);

CREATE TABLE shop_closed_dates (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  UNIQUE (shop_id, day)
);

CREATE TABLE shop_tags (
  id INTEGER PRIMARY KEY,
  img TEXT
);

CREATE TABLE shop_tag_translations (
  id INTEGER PRIMARY KEY,
  shop_tag_id INTEGER NOT NULL REFERENCES shop_tags (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  UNIQUE (shop_tag_id, locale)
);

CREATE TABLE shop_tag_links (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  shop_tag_id INTEGER NOT NULL REFERENCES shop_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (shop_id, shop_tag_id)
);
CREATE INDEX shop_tag_links_tag ON shop_tag_links (shop_tag_id);

CREATE TABLE delivery_zones (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL UNIQUE REFERENCES shops (id) ON DELETE CASCADE,
  -- JSON array of [latitude, longitude] pairs
  polygon TEXT NOT NULL,
  min_lat REAL NOT NULL,
  max_lat REAL NOT NULL,
  min_lng REAL NOT NULL,
  max_lng REAL NOT NULL
);
CREATE INDEX delivery_zones_bbox ON delivery_zones (min_lat, max_lat, min_lng, max_lng);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  tag TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,
  sandbox INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE shop_payments (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  PRIMARY KEY (shop_id, payment_id)
);
