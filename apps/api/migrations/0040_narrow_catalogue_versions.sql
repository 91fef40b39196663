-- Invalidation as narrow as the change (docs/decisions/041). Until now every stock UPDATE bumped
-- the one catalogue version (0024), so each order emptied every cached page of the site. Lists
-- (home, search, shop lists, product lists) show a product's title, picture and price, never how
-- many are left, so the quantity no longer moves the catalogue version, which from here on is the
-- LISTING version: everything a list or any page shows, except stock quantities.
--
-- What moves what:
-- - a stock's quantity (an order, a cancel, staff marking it sold out or back): the version of
--   its product (product_versions) and of the product's shop (shop_versions), nothing else;
-- - any other stock column (price, discount, addon, sku, product), and every write to the other
--   catalogue tables of 0024 (shops, products, translations, settings, ...): the listing version,
--   which is in every key, so it reaches every page and every answer.
-- The storefront's keys (apps/web/server/cache/keys.ts): a product's dialog page and the
-- product's answer carry the listing and the product's version; a shop's own answers (menu,
-- shop, reviews: the API's menu answer carries quantities) the listing and the shop's version;
-- everything else, the menu page included (it shows no quantity), the listing version alone.
-- A missing row reads as version 0; its first bump inserts version 1.
CREATE TABLE shop_versions (
  shop_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);
CREATE TABLE product_versions (
  product_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);

DROP TRIGGER catalogue_version_stocks_update;
-- Every column but the quantity (UPDATE OF fires when the column is set, changed or not).
CREATE TRIGGER catalogue_version_stocks_update AFTER UPDATE OF id, product_id, price, discount, addon, sku ON stocks
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER stock_quantity_versions AFTER UPDATE OF quantity ON stocks
  WHEN OLD.quantity IS NOT NEW.quantity
BEGIN
  INSERT INTO product_versions (product_id, version) VALUES (NEW.product_id, 1)
    ON CONFLICT (product_id) DO UPDATE SET version = version + 1;
  INSERT INTO shop_versions (shop_id, version) SELECT shop_id, 1 FROM products WHERE id = NEW.product_id
    ON CONFLICT (shop_id) DO UPDATE SET version = version + 1;
END;
