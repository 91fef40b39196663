-- Each shop keeps its working hours in its own wall-clock time (IANA zone name).
ALTER TABLE shops ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'Europe/London';

-- An order placed twice with the same key (double click, retry, back button) is one order.
ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX orders_idempotency ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- An order or a parcel is paid once; a wallet is topped up as often as its owner likes (the
-- index made every top-up after the first end "rejected" while the provider kept the money).
DROP INDEX IF EXISTS transactions_paid_once;
CREATE UNIQUE INDEX transactions_paid_once ON transactions (payable_type, payable_id)
  WHERE status = 'paid' AND payable_type <> 'wallet';
