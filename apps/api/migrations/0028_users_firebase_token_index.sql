-- A push token belongs to the customer who registered it last: registering clears it from any
-- other customer, a lookup by token.
CREATE INDEX IF NOT EXISTS users_firebase_token ON users (firebase_token) WHERE firebase_token IS NOT NULL;
