-- The storefront's product search ranks and counts only listed products (active, not an addon,
-- published, in an approved shop). Over product_search (every product, 0005) that meant ranking
-- every match with bm25, whose length normalisation reads each match's row of %_docsize, then
-- joining products and shops for each match to count the listed ones: about 12 ms inside SQLite
-- for a three-letter prefix with 10,000 matches at 100,000 products.
--
-- product_search_listed holds the same document (every locale's titles and descriptions) for
-- listed products only, so the count is the index's own. It is contentless with columnsize=0:
-- bm25 then scores a match by its hits per column (a title hit weighs ten description hits) and
-- the rarity of the words, without document length. The document joins every locale's text, so
-- its length says how many languages a product has, not how focused its title is.
--
-- A contentless index forgets a document only when given its exact text ('delete'), so
-- product_search_listed_ids records which products have a document: a document is removed only
-- when it is there, and added only when it is not. Removing reads the text before a change,
-- adding reads it after, both from one view (translations in locale, id order, as in 0005), so
-- the text removed is always the text that was added.

CREATE VIRTUAL TABLE product_search_listed USING fts5(
  title, description,
  content = '', columnsize = 0,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);

CREATE TABLE product_search_listed_ids (id INTEGER PRIMARY KEY);

-- A product's searchable text, one row per product with translations. The row is its first
-- translation, so a lookup by id is an index search (the view is flattened into the query).
CREATE VIEW product_search_text AS
  SELECT t.product_id AS id,
    (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = t.product_id ORDER BY locale, id)) AS title,
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = t.product_id ORDER BY locale, id)) AS description
  FROM product_translations t
  WHERE t.id = (SELECT id FROM product_translations WHERE product_id = t.product_id ORDER BY locale, id LIMIT 1);

-- The listed products with their text: what product_search_listed should hold.
CREATE VIEW product_search_listable AS
  SELECT x.id AS id, p.shop_id AS shop_id, x.title AS title, x.description AS description
  FROM product_search_text x JOIN products p ON p.id = x.id JOIN shops s ON s.id = p.shop_id AND s.status = 'approved'
  WHERE p.active = 1 AND p.addon = 0 AND p.status = 'published';

-- Translations change: the document is removed before and added after, while the product is
-- listed. A BEFORE INSERT that INSERT OR IGNORE then skips must not act (as in 0005).
CREATE TRIGGER product_search_listed_translation_bi BEFORE INSERT ON product_translations
WHEN NOT EXISTS (SELECT 1 FROM product_translations WHERE id = NEW.id OR (product_id = NEW.product_id AND locale = NEW.locale))
BEGIN
  INSERT INTO product_search_listed (product_search_listed, rowid, title, description)
  SELECT 'delete', id, title, description FROM product_search_text
  WHERE id = NEW.product_id AND id IN (SELECT id FROM product_search_listed_ids);
  DELETE FROM product_search_listed_ids WHERE id = NEW.product_id;
END;

CREATE TRIGGER product_search_listed_translation_ai AFTER INSERT ON product_translations BEGIN
  INSERT INTO product_search_listed (rowid, title, description)
  SELECT id, title, description FROM product_search_listable
  WHERE id = NEW.product_id AND id NOT IN (SELECT id FROM product_search_listed_ids);
  INSERT OR IGNORE INTO product_search_listed_ids (id) SELECT id FROM product_search_listable WHERE id = NEW.product_id;
END;

CREATE TRIGGER product_search_listed_translation_bu BEFORE UPDATE ON product_translations BEGIN
  INSERT INTO product_search_listed (product_search_listed, rowid, title, description)
  SELECT 'delete', id, title, description FROM product_search_text
  WHERE id IN (OLD.product_id, NEW.product_id) AND id IN (SELECT id FROM product_search_listed_ids);
  DELETE FROM product_search_listed_ids WHERE id IN (OLD.product_id, NEW.product_id);
END;

CREATE TRIGGER product_search_listed_translation_au AFTER UPDATE ON product_translations BEGIN
  INSERT INTO product_search_listed (rowid, title, description)
  SELECT id, title, description FROM product_search_listable
  WHERE id IN (OLD.product_id, NEW.product_id) AND id NOT IN (SELECT id FROM product_search_listed_ids);
  INSERT OR IGNORE INTO product_search_listed_ids (id)
  SELECT id FROM product_search_listable WHERE id IN (OLD.product_id, NEW.product_id);
END;

CREATE TRIGGER product_search_listed_translation_bd BEFORE DELETE ON product_translations BEGIN
  INSERT INTO product_search_listed (product_search_listed, rowid, title, description)
  SELECT 'delete', id, title, description FROM product_search_text
  WHERE id = OLD.product_id AND id IN (SELECT id FROM product_search_listed_ids);
  DELETE FROM product_search_listed_ids WHERE id = OLD.product_id;
END;

CREATE TRIGGER product_search_listed_translation_ad AFTER DELETE ON product_translations BEGIN
  INSERT INTO product_search_listed (rowid, title, description)
  SELECT id, title, description FROM product_search_listable
  WHERE id = OLD.product_id AND id NOT IN (SELECT id FROM product_search_listed_ids);
  INSERT OR IGNORE INTO product_search_listed_ids (id) SELECT id FROM product_search_listable WHERE id = OLD.product_id;
END;

-- A product is listed or unlisted (or moved to another shop): its document goes and comes back
-- only when it is listed after the change. A sale's sold_count update does not fire this.
CREATE TRIGGER product_search_listed_product_au AFTER UPDATE OF shop_id, active, addon, status ON products
WHEN OLD.shop_id IS NOT NEW.shop_id OR OLD.active IS NOT NEW.active OR OLD.addon IS NOT NEW.addon OR OLD.status IS NOT NEW.status
BEGIN
  INSERT INTO product_search_listed (product_search_listed, rowid, title, description)
  SELECT 'delete', id, title, description FROM product_search_text
  WHERE id = NEW.id AND id IN (SELECT id FROM product_search_listed_ids);
  DELETE FROM product_search_listed_ids WHERE id = NEW.id;
  INSERT INTO product_search_listed (rowid, title, description)
  SELECT id, title, description FROM product_search_listable WHERE id = NEW.id;
  INSERT INTO product_search_listed_ids (id) SELECT id FROM product_search_listable WHERE id = NEW.id;
END;

-- A shop approved or taken off: every product of it comes or goes.
--
-- Deleting a product (or a shop, and with it its products) needs no trigger of its own: it
-- deletes the product's translations, whose BEFORE DELETE trigger removes the document while they
-- are all still there, and whose AFTER DELETE trigger adds nothing back for a product gone.
CREATE TRIGGER product_search_listed_shop_au AFTER UPDATE OF status ON shops
WHEN OLD.status IS NOT NEW.status
BEGIN
  INSERT INTO product_search_listed (product_search_listed, rowid, title, description)
  SELECT 'delete', x.id, x.title, x.description
  FROM product_search_text x JOIN product_search_listed_ids i ON i.id = x.id JOIN products p ON p.id = x.id
  WHERE p.shop_id = NEW.id;
  DELETE FROM product_search_listed_ids WHERE id IN (SELECT id FROM products WHERE shop_id = NEW.id);
  INSERT INTO product_search_listed (rowid, title, description)
  SELECT id, title, description FROM product_search_listable WHERE shop_id = NEW.id;
  INSERT INTO product_search_listed_ids (id) SELECT id FROM product_search_listable WHERE shop_id = NEW.id;
END;

-- Products listed before this migration.
INSERT INTO product_search_listed (rowid, title, description) SELECT id, title, description FROM product_search_listable;
INSERT INTO product_search_listed_ids (id) SELECT id FROM product_search_listable;
