-- One-time codes gain the 'contact' purpose (confirming a new email or phone of a signed-in user,
-- who is kept in user_id). SQLite cannot change a CHECK, so the table is rebuilt.
CREATE TABLE verifications_next (
  id TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('phone', 'email')),
  target TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'forgot', 'contact')),
  code_hash TEXT NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  verified_at TEXT,
  used_at TEXT,
  created_at TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO verifications_next (id, channel, target, purpose, code_hash, tries, expires_at, verified_at, used_at, created_at)
  SELECT id, channel, target, purpose, code_hash, tries, expires_at, verified_at, used_at, created_at FROM verifications;
DROP TABLE verifications;
ALTER TABLE verifications_next RENAME TO verifications;
CREATE INDEX verifications_target ON verifications (channel, target, purpose);
CREATE INDEX verifications_code ON verifications (code_hash);
CREATE INDEX verifications_user ON verifications (user_id, purpose) WHERE user_id IS NOT NULL;

-- Fixed-window counters for requests that must be limited (code requests per recipient and per
-- client address); the bucket names what is counted.
CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY,
  hits INTEGER NOT NULL DEFAULT 0,
  window_started_at TEXT NOT NULL
);
-- counters whose window ended long ago are removed as new hits come in
CREATE INDEX rate_limits_window ON rate_limits (window_started_at);

-- Failed sign-ins are counted in rate_limits now (per client address and login, and per address).
DROP TABLE login_attempts;
