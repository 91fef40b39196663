-- An order or parcel is paid at most once, but a wallet is topped up again and again: each
-- top-up is its own transaction against the same wallet. The "paid once" rule covered wallets
-- too, so every top-up after the first was refused as a double payment.
DROP INDEX IF EXISTS transactions_paid_once;
CREATE UNIQUE INDEX transactions_paid_once ON transactions (payable_type, payable_id)
  WHERE status = 'paid' AND payable_type <> 'wallet';
