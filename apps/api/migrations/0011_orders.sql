-- Orders made from carts, their lines, reviews, refunds and the payment transactions of
-- orders, parcels and wallet top-ups. Money in integer minor units of the default currency;
-- `rate` is the rate of the currency the customer chose, applied when presenting.

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- one order per cart: a second attempt from the same cart fails on this constraint
  cart_id INTEGER NOT NULL UNIQUE,
  shop_id INTEGER NOT NULL REFERENCES shops (id),
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled')),
  delivery_type TEXT NOT NULL CHECK (delivery_type IN ('delivery', 'pickup')),
  delivery_date TEXT NOT NULL,
  delivery_time TEXT NOT NULL,
  latitude REAL,
  longitude REAL,
  -- JSON {address, office, house, floor}
  address TEXT,
  address_id INTEGER,
  km REAL NOT NULL DEFAULT 0,
  origin_price INTEGER NOT NULL,
  total_discount INTEGER NOT NULL,
  tax INTEGER NOT NULL,
  shop_tax INTEGER NOT NULL,
  delivery_fee INTEGER NOT NULL,
  service_fee INTEGER NOT NULL,
  tips INTEGER NOT NULL,
  coupon_price INTEGER NOT NULL,
  coupon_id INTEGER,
  total_price INTEGER NOT NULL CHECK (total_price >= 0),
  currency_id INTEGER REFERENCES currencies (id),
  rate REAL NOT NULL DEFAULT 1,
  note TEXT,
  phone TEXT,
  username TEXT,
  status_changed_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, status, id);

CREATE TABLE order_details (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  stock_id INTEGER NOT NULL REFERENCES stocks (id),
  -- the parent line of an addon, as the cart line id it was copied from
  cart_detail_id INTEGER NOT NULL,
  parent_cart_detail_id INTEGER,
  quantity INTEGER NOT NULL,
  origin_price INTEGER NOT NULL,
  tax INTEGER NOT NULL,
  discount INTEGER NOT NULL,
  total_price INTEGER NOT NULL,
  -- for group orders: who added the line
  member_name TEXT,
  member_uuid TEXT
);
CREATE INDEX order_details_order ON order_details (order_id);

CREATE TABLE order_reviews (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cause TEXT NOT NULL,
  answer TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX order_refunds_user ON order_refunds (user_id, id);
-- at most one open refund request per order
CREATE UNIQUE INDEX order_refunds_pending ON order_refunds (order_id) WHERE status = 'pending';

CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payable_type TEXT NOT NULL CHECK (payable_type IN ('order', 'parcel', 'wallet')),
  payable_id INTEGER NOT NULL,
  payment_id INTEGER NOT NULL REFERENCES payments (id),
  price INTEGER NOT NULL CHECK (price >= 0),
  status TEXT NOT NULL DEFAULT 'progress' CHECK (status IN ('progress', 'paid', 'canceled', 'rejected')),
  -- the external provider's checkout session, when there is one
  session_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX transactions_payable ON transactions (payable_type, payable_id);
-- a payable is paid at most once
CREATE UNIQUE INDEX transactions_paid_once ON transactions (payable_type, payable_id) WHERE status = 'paid';
