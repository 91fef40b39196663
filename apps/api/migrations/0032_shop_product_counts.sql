-- How many listed products (active, not an addon, published) each shop has, and how many of those
-- have a discounted stock: every shop object carries both (products_count, discounts_count).
-- Counting them through products_listed costs time in proportion to the menus (about 5 ms for a
-- page of ten shops at 100,000 products); these counters, kept by triggers so no write path can
-- forget them, make it one row per shop.
CREATE TABLE shop_product_counts (
  shop_id INTEGER PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  products INTEGER NOT NULL DEFAULT 0,
  discounts INTEGER NOT NULL DEFAULT 0
);
INSERT INTO shop_product_counts (shop_id, products, discounts)
  SELECT shop_id, COUNT(*), SUM(has_discount) FROM products
  WHERE active = 1 AND addon = 0 AND status = 'published' GROUP BY shop_id;

CREATE TRIGGER shop_product_counts_insert AFTER INSERT ON products
  WHEN NEW.active = 1 AND NEW.addon = 0 AND NEW.status = 'published'
BEGIN
  INSERT INTO shop_product_counts (shop_id, products, discounts) VALUES (NEW.shop_id, 1, NEW.has_discount)
    ON CONFLICT (shop_id) DO UPDATE SET products = products + 1, discounts = discounts + excluded.discounts;
END;

CREATE TRIGGER shop_product_counts_delete AFTER DELETE ON products
  WHEN OLD.active = 1 AND OLD.addon = 0 AND OLD.status = 'published'
BEGIN
  UPDATE shop_product_counts SET products = products - 1, discounts = discounts - OLD.has_discount
    WHERE shop_id = OLD.shop_id;
END;

-- Only the columns that decide listing, shop and discount; a sale's sold_count update skips it.
CREATE TRIGGER shop_product_counts_update AFTER UPDATE OF shop_id, active, addon, status, has_discount ON products
BEGIN
  UPDATE shop_product_counts SET products = products - 1, discounts = discounts - OLD.has_discount
    WHERE shop_id = OLD.shop_id AND OLD.active = 1 AND OLD.addon = 0 AND OLD.status = 'published';
  INSERT INTO shop_product_counts (shop_id, products, discounts)
    SELECT NEW.shop_id, 1, NEW.has_discount WHERE NEW.active = 1 AND NEW.addon = 0 AND NEW.status = 'published'
    ON CONFLICT (shop_id) DO UPDATE SET products = products + 1, discounts = discounts + excluded.discounts;
END;
