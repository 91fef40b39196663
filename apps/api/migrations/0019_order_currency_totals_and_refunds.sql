-- An order's money in minor units of the currency it was placed in, as calculate computed it at
-- that currency's rate (JSON {price, total_discount, total_tax, total_shop_tax, delivery_fee,
-- service_fee, tips, coupon_price, total_price}). Presented as is, so the parts add up to the
-- total and match calculate to the cent. NULL for orders placed before it existed: those are
-- converted field by field from the default-currency columns.
ALTER TABLE orders ADD COLUMN currency_totals TEXT;

-- Money given back for a paid transaction: to the wallet at once, or through the provider that
-- took it (pending until the provider answers). At most one refund per transaction.
CREATE TABLE payment_refunds (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  transaction_id INTEGER NOT NULL UNIQUE REFERENCES transactions (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- minor units of the default currency, as the transaction
  price INTEGER NOT NULL CHECK (price >= 0),
  -- canceled: the order or parcel was canceled after paying; late_payment: the provider's
  -- success came after the payable was canceled or paid another way
  reason TEXT NOT NULL CHECK (reason IN ('canceled', 'late_payment')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id TEXT,
  failure TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payment_refunds_user ON payment_refunds (user_id, id);
CREATE INDEX payment_refunds_pending ON payment_refunds (status) WHERE status = 'pending';
