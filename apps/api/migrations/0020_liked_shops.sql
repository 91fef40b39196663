-- A signed-in user's liked shops, merged with the visitor's cookie on sign-in.
CREATE TABLE liked_shops (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, shop_id)
);
