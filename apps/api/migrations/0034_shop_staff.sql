-- Who runs which shop (docs/decisions/032). A manager runs the shops listed here for her; an
-- admin runs every shop and needs no row. `role` is the staff member's part in that shop.
CREATE TABLE shop_staff (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'manager' CHECK (role IN ('manager')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (shop_id, user_id)
);
CREATE INDEX shop_staff_user ON shop_staff (user_id, shop_id);

-- A shop's order queue, newest first, optionally by status.
CREATE INDEX orders_shop_queue ON orders (shop_id, id);
CREATE INDEX orders_shop_status ON orders (shop_id, status, id);

-- How many orders a customer may hold open (new) and unpaid at once (issue: one account could
-- empty a shop's stock for free). Operators change it in the settings table.
INSERT OR IGNORE INTO settings (key, value) VALUES ('max_open_unpaid_orders', '3');
