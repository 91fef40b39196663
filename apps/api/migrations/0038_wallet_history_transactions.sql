-- The transaction a wallet history line came from (a top-up, or a payment by wallet), as the
-- Foodyman clients read it; null for lines with no transaction (transfers, refunds, older lines).
ALTER TABLE wallet_histories ADD COLUMN transaction_id INTEGER REFERENCES transactions (id);
