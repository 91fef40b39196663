-- Listing at scale. products.has_discount says whether any stock of the product is discounted;
-- triggers on stocks keep it true to the stocks. Partial indexes cover the listed products
-- (active, published, not addons), so per-shop counts and the discount filters read an index
-- instead of every product row.
ALTER TABLE products ADD COLUMN has_discount INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER stocks_discount_ai AFTER INSERT ON stocks WHEN NEW.discount > 0 BEGIN
  UPDATE products SET has_discount = 1 WHERE id = NEW.product_id AND has_discount = 0;
END;
CREATE TRIGGER stocks_discount_au AFTER UPDATE OF discount, product_id ON stocks BEGIN
  UPDATE products SET has_discount = EXISTS (SELECT 1 FROM stocks k WHERE k.product_id = products.id AND k.discount > 0)
  WHERE id IN (OLD.product_id, NEW.product_id);
END;
CREATE TRIGGER stocks_discount_ad AFTER DELETE ON stocks WHEN OLD.discount > 0 BEGIN
  UPDATE products SET has_discount = EXISTS (SELECT 1 FROM stocks k WHERE k.product_id = products.id AND k.discount > 0)
  WHERE id = OLD.product_id;
END;

UPDATE products SET has_discount = EXISTS (SELECT 1 FROM stocks k WHERE k.product_id = products.id AND k.discount > 0);

CREATE INDEX products_listed ON products (shop_id, has_discount, category_id)
  WHERE active = 1 AND addon = 0 AND status = 'published';
