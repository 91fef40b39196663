-- A signed-in user's liked shops, merged with the visitor's cookie on sign-in.
CREATE TABLE liked_shops (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, shop_id)
);

-- A token issued by a password reset (phone OTP or email code) may set a new password without
-- the old one until this time; any other token must give the current password.
ALTER TABLE user_tokens ADD COLUMN password_reset_until TEXT;
