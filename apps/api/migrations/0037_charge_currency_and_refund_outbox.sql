-- What a provider was asked to take, in the currency it took it in: the order's currency and
-- its total there (minor units). The transaction's price stays in the default currency. A refund
-- gives back this amount in this currency. NULL for transactions started before it existed.
ALTER TABLE transactions ADD COLUMN charge_amount INTEGER;
ALTER TABLE transactions ADD COLUMN charge_currency TEXT;

-- Provider refunds are an outbox (docs/decisions/034): a pending or failed refund is tried again
-- by the scheduled handler until the provider settles it, each try later than the last.
ALTER TABLE payment_refunds ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payment_refunds ADD COLUMN next_attempt_at TEXT;
CREATE INDEX payment_refunds_due ON payment_refunds (next_attempt_at)
  WHERE status IN ('pending', 'failed') AND provider_refund_id IS NULL;
