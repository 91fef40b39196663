-- Each shop keeps its working hours in its own wall-clock time (IANA zone name).
ALTER TABLE shops ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'Europe/London';

-- An order placed twice with the same key (double click, retry, back button) is one order.
ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX orders_idempotency ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
