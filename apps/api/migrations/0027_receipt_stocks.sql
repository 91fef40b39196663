-- The products a recipe needs, as stocks of the recipe's shop with a quantity each, so a
-- reader can put the whole recipe in the cart in one step.
CREATE TABLE receipt_stocks (
  receipt_id INTEGER NOT NULL REFERENCES receipts (id) ON DELETE CASCADE,
  stock_id INTEGER NOT NULL REFERENCES stocks (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0),
  PRIMARY KEY (receipt_id, stock_id)
);
