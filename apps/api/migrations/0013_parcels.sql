-- Door-to-door parcels: the kinds of parcel and the parcel orders. Money in minor units.

CREATE TABLE parcel_types (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  img TEXT,
  max_g INTEGER NOT NULL,
  -- km
  max_range REAL NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  price_per_km INTEGER NOT NULL CHECK (price_per_km >= 0),
  -- JSON array of {id, title}
  options TEXT NOT NULL DEFAULT '[]',
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE parcel_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type_id INTEGER NOT NULL REFERENCES parcel_types (id),
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled')),
  total_price INTEGER NOT NULL CHECK (total_price >= 0),
  km REAL NOT NULL,
  currency_id INTEGER REFERENCES currencies (id),
  rate REAL NOT NULL DEFAULT 1,
  phone_from TEXT NOT NULL,
  username_from TEXT NOT NULL,
  -- JSON {latitude, longitude, address, house, stage, room}
  address_from TEXT NOT NULL,
  phone_to TEXT NOT NULL,
  username_to TEXT NOT NULL,
  address_to TEXT NOT NULL,
  delivery_date TEXT NOT NULL,
  delivery_time TEXT NOT NULL,
  note TEXT,
  description TEXT,
  instruction TEXT,
  notify INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX parcel_orders_user ON parcel_orders (user_id, id);
