-- People who asked to hear when delivery reaches their address (the "we're not available here"
-- page). One row per email and location; asking again only refreshes updated_at.
CREATE TABLE delivery_zone_subscriptions (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  lang TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (email, latitude, longitude)
);
CREATE INDEX delivery_zone_subscriptions_created ON delivery_zone_subscriptions (created_at);
