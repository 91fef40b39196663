-- Full-text search over every locale's titles and descriptions. The FTS5 tables are
-- external-content indexes kept in sync by triggers; prefix indexes of 2 and 3 characters
-- make "piz*" cheap. remove_diacritics folds "crème" to "creme".

-- Products: ONE search document per product (rowid = product id) holding every locale's
-- titles and descriptions, so a match count is a product count and ranking needs no GROUP BY.
-- The view is the external content (used by 'rebuild'); the triggers remove a product's old
-- document before its translations change and index the new one after. Both build the text
-- the same way (translations in locale, id order), which FTS5's 'delete' requires.
CREATE VIEW product_search_docs AS
  SELECT product_id AS id, group_concat(title, ' ') AS title, group_concat(COALESCE(description, ''), ' ') AS description
  FROM (SELECT product_id, title, description FROM product_translations ORDER BY product_id, locale, id)
  GROUP BY product_id;

CREATE VIRTUAL TABLE product_search USING fts5(
  title, description,
  content = 'product_search_docs', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);

-- a BEFORE trigger runs even when INSERT OR IGNORE then skips the row: only act when the row
-- will really be inserted (no row with its id or its product and locale yet)
CREATE TRIGGER product_translations_bi BEFORE INSERT ON product_translations
WHEN NOT EXISTS (SELECT 1 FROM product_translations WHERE id = NEW.id OR (product_id = NEW.product_id AND locale = NEW.locale))
BEGIN
  INSERT INTO product_search (product_search, rowid, title, description)
  SELECT 'delete', NEW.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id))
  WHERE EXISTS (SELECT 1 FROM product_translations WHERE product_id = NEW.product_id);
END;
CREATE TRIGGER product_translations_ai AFTER INSERT ON product_translations BEGIN
  INSERT INTO product_search (rowid, title, description)
  SELECT NEW.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id))
  WHERE EXISTS (SELECT 1 FROM product_translations WHERE product_id = NEW.product_id);
END;
CREATE TRIGGER product_translations_bu BEFORE UPDATE ON product_translations BEGIN
  INSERT INTO product_search (product_search, rowid, title, description)
  SELECT 'delete', OLD.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id))
  WHERE EXISTS (SELECT 1 FROM product_translations WHERE product_id = OLD.product_id);
  INSERT INTO product_search (product_search, rowid, title, description)
  SELECT 'delete', NEW.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id))
  WHERE NEW.product_id <> OLD.product_id AND EXISTS (SELECT 1 FROM product_translations WHERE product_id = NEW.product_id);
END;
CREATE TRIGGER product_translations_au AFTER UPDATE ON product_translations BEGIN
  INSERT INTO product_search (rowid, title, description)
  SELECT OLD.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id))
  WHERE EXISTS (SELECT 1 FROM product_translations WHERE product_id = OLD.product_id);
  INSERT INTO product_search (rowid, title, description)
  SELECT NEW.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = NEW.product_id ORDER BY locale, id))
  WHERE NEW.product_id <> OLD.product_id AND EXISTS (SELECT 1 FROM product_translations WHERE product_id = NEW.product_id);
END;
CREATE TRIGGER product_translations_bd BEFORE DELETE ON product_translations BEGIN
  INSERT INTO product_search (product_search, rowid, title, description)
  SELECT 'delete', OLD.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id))
  WHERE EXISTS (SELECT 1 FROM product_translations WHERE product_id = OLD.product_id);
END;
CREATE TRIGGER product_translations_ad AFTER DELETE ON product_translations BEGIN
  INSERT INTO product_search (rowid, title, description)
  SELECT OLD.product_id, (SELECT group_concat(title, ' ') FROM (SELECT title FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id)),
    (SELECT group_concat(COALESCE(description, ''), ' ') FROM (SELECT description FROM product_translations WHERE product_id = OLD.product_id ORDER BY locale, id))
  WHERE EXISTS (SELECT 1 FROM product_translations WHERE product_id = OLD.product_id);
END;

-- Shops: few rows; one document per translation.
CREATE VIRTUAL TABLE shop_search USING fts5(
  title, description,
  content = 'shop_translations', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);

CREATE TRIGGER shop_translations_ai AFTER INSERT ON shop_translations BEGIN
  INSERT INTO shop_search (rowid, title, description) VALUES (new.id, new.title, new.description);
END;
CREATE TRIGGER shop_translations_ad AFTER DELETE ON shop_translations BEGIN
  INSERT INTO shop_search (shop_search, rowid, title, description)
  VALUES ('delete', old.id, old.title, old.description);
END;
CREATE TRIGGER shop_translations_au AFTER UPDATE ON shop_translations BEGIN
  INSERT INTO shop_search (shop_search, rowid, title, description)
  VALUES ('delete', old.id, old.title, old.description);
  INSERT INTO shop_search (rowid, title, description) VALUES (new.id, new.title, new.description);
END;

-- rows written before this migration
INSERT INTO product_search (product_search) VALUES ('rebuild');
INSERT INTO shop_search (shop_search) VALUES ('rebuild');
