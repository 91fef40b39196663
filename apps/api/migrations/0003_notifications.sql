-- Notifications are written by domain events (order status changed, news published,
-- referral joined...) and read by their user only.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('new_order', 'new_user_by_referral', 'status_changed', 'new_in_table',
    'booking_status', 'new_booking', 'news_publish', 'order_refunded', 'transaction')),
  title TEXT,
  body TEXT,
  -- JSON {id, type, status} of the subject
  data TEXT,
  order_id INTEGER,
  parcel_id INTEGER,
  blog_id INTEGER,
  client_id INTEGER,
  read_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, read_at, type);
CREATE INDEX notifications_user_created ON notifications (user_id, id);
