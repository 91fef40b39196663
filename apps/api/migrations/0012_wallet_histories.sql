-- Every change of a wallet's balance, written in the same D1 batch as the change itself.

CREATE TABLE wallet_histories (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  wallet_id INTEGER NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('topup', 'withdraw')),
  price INTEGER NOT NULL CHECK (price > 0),
  note TEXT,
  status TEXT NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'progress', 'canceled', 'rejected')),
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX wallet_histories_user ON wallet_histories (user_id, id);

-- A D1 batch is one transaction but has no IF: when its first statement is a conditional
-- UPDATE, the second inserts a mark here only if that UPDATE changed a row (changes() = 1),
-- and every later statement writes only when the mark exists. So either all of it happens or
-- none of it does, without reading first.
CREATE TABLE batch_marks (
  uuid TEXT PRIMARY KEY NOT NULL,
  created_at TEXT NOT NULL
);
