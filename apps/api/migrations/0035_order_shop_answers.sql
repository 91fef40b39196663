-- What a shop said when it moved an order (docs/decisions/032): the preparation time it gave
-- when accepting, and why it rejected or canceled the order.
ALTER TABLE orders ADD COLUMN preparation_minutes INTEGER CHECK (preparation_minutes BETWEEN 1 AND 240);
ALTER TABLE orders ADD COLUMN status_reason TEXT;

-- Orders changed since a moment, for the staff console's poll (GET dashboard/seller/orders/updates).
CREATE INDEX orders_updated ON orders (updated_at, id);
