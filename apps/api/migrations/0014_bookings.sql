-- Table reservations: a shop's booking set-up, its sections and tables, and the bookings.

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL UNIQUE REFERENCES shops (id) ON DELETE CASCADE,
  -- longest stay in minutes
  max_time INTEGER NOT NULL DEFAULT 180,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE shop_sections (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  area TEXT NOT NULL,
  img TEXT
);
CREATE INDEX shop_sections_shop ON shop_sections (shop_id);

CREATE TABLE booking_tables (
  id INTEGER PRIMARY KEY,
  shop_section_id INTEGER NOT NULL REFERENCES shop_sections (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  chair_count INTEGER NOT NULL CHECK (chair_count > 0)
);
CREATE INDEX booking_tables_section ON booking_tables (shop_section_id);

CREATE TABLE user_bookings (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  booking_id INTEGER REFERENCES bookings (id),
  table_id INTEGER NOT NULL REFERENCES booking_tables (id),
  -- "YYYY-MM-DD HH:mm", shop local time
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  guest INTEGER NOT NULL CHECK (guest > 0),
  note TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'accepted', 'canceled')),
  created_at TEXT NOT NULL,
  CHECK (end_date > start_date)
);
CREATE INDEX user_bookings_table ON user_bookings (table_id, start_date);
CREATE INDEX user_bookings_user ON user_bookings (user_id, id);
