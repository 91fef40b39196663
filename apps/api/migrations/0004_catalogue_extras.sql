-- Catalogue extras: shop categories, reviews, banners, stories, branches and coupons.
-- Money in integer minor units.

-- categories of type 'shop' a shop is listed under (the shops filter's category_id)
CREATE TABLE shop_categories (
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (shop_id, category_id)
);
CREATE INDEX shop_categories_category ON shop_categories (category_id);

-- reviews of a shop or a product (reviewable_type), written by a user
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  reviewable_type TEXT NOT NULL CHECK (reviewable_type IN ('shop', 'product', 'order')),
  reviewable_id INTEGER NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT,
  img TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_subject ON reviews (reviewable_type, reviewable_id, created_at);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL DEFAULT 'banner',
  url TEXT,
  img TEXT,
  clickable INTEGER NOT NULL DEFAULT 1,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE banner_translations (
  id INTEGER PRIMARY KEY,
  banner_id INTEGER NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  button_text TEXT,
  UNIQUE (banner_id, locale)
);

CREATE TABLE banner_shops (
  banner_id INTEGER NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  PRIMARY KEY (banner_id, shop_id)
);

CREATE TABLE stories (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  -- JSON array of image paths shown one after the other
  file_urls TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX stories_shop ON stories (shop_id);

CREATE TABLE branches (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE branch_translations (
  id INTEGER PRIMARY KEY,
  branch_id INTEGER NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  UNIQUE (branch_id, locale)
);

-- coupons: `for` says what the coupon reduces; type fix (minor units) or percent
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER REFERENCES shops (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('fix', 'percent')),
  for_type TEXT NOT NULL DEFAULT 'total_price' CHECK (for_type IN ('total_price', 'delivery_fee')),
  price INTEGER NOT NULL CHECK (price >= 0),
  qty INTEGER NOT NULL DEFAULT 0,
  expired_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (shop_id, name)
);
CREATE INDEX coupons_name ON coupons (name);

-- who has used a coupon (written when an order with the coupon is placed)
CREATE TABLE coupon_usages (
  coupon_id INTEGER NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id INTEGER,
  created_at TEXT NOT NULL,
  PRIMARY KEY (coupon_id, user_id)
);

CREATE INDEX stocks_discount ON stocks (product_id, discount);
CREATE INDEX products_recommended ON products (shop_id, is_recommended);
