-- Carts: one open cart per owner, one shop per cart. A cart has members (user_carts): the
-- owner's own line holder and, for a group order, guests who joined by name with a uuid.
-- Lines (cart_details) belong to a member; an addon line points at its parent line.

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  currency_id INTEGER REFERENCES currencies (id),
  rate REAL NOT NULL DEFAULT 1,
  is_group INTEGER NOT NULL DEFAULT 0,
  -- set when the cart became an order; an ordered cart is kept so a second order attempt fails
  ordered_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX carts_open_owner ON carts (owner_id) WHERE ordered_at IS NULL;

CREATE TABLE user_carts (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  -- the owner's member row has the owner's user id; guests have none
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  uuid TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'choosing' CHECK (status IN ('choosing', 'done')),
  kicked_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX user_carts_cart ON user_carts (cart_id);

CREATE TABLE cart_details (
  id INTEGER PRIMARY KEY,
  user_cart_id INTEGER NOT NULL REFERENCES user_carts (id) ON DELETE CASCADE,
  stock_id INTEGER NOT NULL REFERENCES stocks (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  parent_id INTEGER REFERENCES cart_details (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX cart_details_member ON cart_details (user_cart_id);
CREATE UNIQUE INDEX cart_details_line ON cart_details (user_cart_id, stock_id, COALESCE(parent_id, 0));
