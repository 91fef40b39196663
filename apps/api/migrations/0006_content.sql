-- Content: news and blog posts, recipes, careers, FAQ, static pages, the UI text bundle per
-- locale and the referral programme.

CREATE TABLE blogs (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('blog', 'notification')),
  img TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  published_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX blogs_type ON blogs (type, active, published_at);

CREATE TABLE blog_translations (
  id INTEGER PRIMARY KEY,
  blog_id INTEGER NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  short_desc TEXT,
  description TEXT,
  UNIQUE (blog_id, locale)
);

CREATE TABLE receipts (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER REFERENCES shops (id) ON DELETE CASCADE,
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  img TEXT,
  active_time INTEGER NOT NULL DEFAULT 0,
  total_time INTEGER NOT NULL DEFAULT 0,
  calories INTEGER NOT NULL DEFAULT 0,
  servings INTEGER NOT NULL DEFAULT 1,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE receipt_translations (
  id INTEGER PRIMARY KEY,
  receipt_id INTEGER NOT NULL REFERENCES receipts (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  -- JSON arrays of strings
  ingredients TEXT NOT NULL DEFAULT '[]',
  instructions TEXT NOT NULL DEFAULT '[]',
  UNIQUE (receipt_id, locale)
);

CREATE TABLE careers (
  id INTEGER PRIMARY KEY,
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  location TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE career_translations (
  id INTEGER PRIMARY KEY,
  career_id INTEGER NOT NULL REFERENCES careers (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  address TEXT,
  UNIQUE (career_id, locale)
);

CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT 'web',
  active INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE faq_translations (
  id INTEGER PRIMARY KEY,
  faq_id INTEGER NOT NULL REFERENCES faqs (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  UNIQUE (faq_id, locale)
);

-- static pages: term, policy, about, delivery...
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL UNIQUE,
  img TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE page_translations (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  UNIQUE (page_id, locale)
);

-- the storefront's UI texts, flattened keys ("ns.key") per locale
CREATE TABLE ui_translations (
  locale TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (locale, key)
);

CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  price_from INTEGER NOT NULL DEFAULT 0,
  price_to INTEGER NOT NULL DEFAULT 0,
  img TEXT,
  expired_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE referral_translations (
  id INTEGER PRIMARY KEY,
  referral_id INTEGER NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  faq TEXT,
  UNIQUE (referral_id, locale)
);
