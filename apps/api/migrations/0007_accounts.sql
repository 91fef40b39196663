-- Accounts: one-time codes, failed-login counters, the dev outbox, social identities,
-- per-user notification settings and the address details of the contract.

-- a code sent by SMS or email; only its SHA-256 is stored
CREATE TABLE verifications (
  id TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('phone', 'email')),
  target TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'forgot')),
  code_hash TEXT NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  verified_at TEXT,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX verifications_target ON verifications (channel, target, purpose);
CREATE INDEX verifications_code ON verifications (code_hash);

-- failed sign-ins per client key inside a window
CREATE TABLE login_attempts (
  client_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0,
  window_started_at TEXT NOT NULL
);

-- messages the default SMS/email adapter "sends": readable at /dev/outbox in development
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);

CREATE TABLE user_socials (
  provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook', 'apple')),
  provider_uid TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, provider_uid)
);

-- notification kinds a user can switch off
CREATE TABLE notification_kinds (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL UNIQUE
);

CREATE TABLE user_notification_settings (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_id INTEGER NOT NULL REFERENCES notification_kinds (id) ON DELETE CASCADE,
  active INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (user_id, notification_id)
);

INSERT INTO notification_kinds (id, type) VALUES
  (1, 'new_order'), (2, 'status_changed'), (3, 'news_publish'), (4, 'new_user_by_referral'),
  (5, 'booking_status'), (6, 'order_refunded'), (7, 'transaction');

ALTER TABLE user_addresses ADD COLUMN office TEXT;
ALTER TABLE user_addresses ADD COLUMN house TEXT;
ALTER TABLE user_addresses ADD COLUMN floor TEXT;
