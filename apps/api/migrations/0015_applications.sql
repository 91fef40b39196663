-- Applications to become a seller or a delivery driver, kept for review.

CREATE TABLE seller_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- JSON of the submitted shop: title, description, phone, type, address, location, ...
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX seller_applications_pending ON seller_applications (user_id) WHERE status = 'pending';

CREATE TABLE driver_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX driver_applications_pending ON driver_applications (user_id) WHERE status = 'pending';
