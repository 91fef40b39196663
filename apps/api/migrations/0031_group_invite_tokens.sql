-- A group cart is joined with an unguessable invite token carried by the share link, never
-- with the sequential cart id alone. Set when the owner opens (or turns on) the group order,
-- cleared when group mode is turned off; NULL means nobody can join.
ALTER TABLE carts ADD COLUMN invite_token TEXT;
