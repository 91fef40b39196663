import { batch, type Results, type Statement, statement } from "../db/statements";
import { unitTax } from "./stock-money";

export interface CartRow {
  id: number;
  owner_id: number;
  shop_id: number;
  currency_id: number | null;
  rate: number;
  is_group: number;
  /** The group cart's invite token (0031); null outside group mode. */
  invite_token: string | null;
  ordered_at: string | null;
}

export interface MemberRow {
  id: number;
  cart_id: number;
  user_id: number | null;
  name: string;
  uuid: string;
  status: "choosing" | "done";
  kicked_at: string | null;
}

/** A cart line joined with its stock and product, amounts in minor units per unit. */
export interface LineRow {
  id: number;
  user_cart_id: number;
  stock_id: number;
  quantity: number;
  parent_id: number | null;
  price: number;
  discount: number;
  stock_quantity: number;
  stock_addon: number;
  product_id: number;
  product_uuid: string;
  shop_id: number;
  /** 1 while the product is on sale; a product switched off after it was put in a cart reads 0. */
  product_active: number;
  img: string | null;
  product_tax: number;
  t_id: number | null;
  t_locale: string | null;
  t_title: string | null;
  /** The product's unit and its translation (read by the cart; an order's lines leave them out). */
  unit_id?: number | null;
  u_id?: number | null;
  u_locale?: string | null;
  u_title?: string | null;
  /** Unit tax in minor units, derived from price and the product's tax percent. */
  tax: number;
}

export interface LoadedCart {
  cart: CartRow;
  members: MemberRow[];
  lines: LineRow[];
}

export interface Locale {
  lang: string;
  defaultLang: string;
}

/** Which cart: by id, or the owner's open cart. */
export type CartRef = number | { ownerId: number };

/** The SQL that names the referenced cart's id, reading its value from placeholder `?n`. */
function cartIdAt(ref: CartRef, n: 1 | 3): string {
  return typeof ref === "number" ? `?${n}` : `(SELECT id FROM carts WHERE owner_id = ?${n} AND ordered_at IS NULL)`;
}

/** The value bound for cartIdAt: the cart id or the owner id. */
function cartRefValue(ref: CartRef): number {
  return Math.trunc(typeof ref === "number" ? ref : ref.ownerId);
}

/** The cart's lines with stock and product; ?1 and ?2 are the locales, ?3 names the cart. */
function lineSelect(ref: CartRef): string {
  return `SELECT d.id, d.user_cart_id, d.stock_id, d.quantity, d.parent_id, s.price, s.discount,
  s.quantity AS stock_quantity, s.addon AS stock_addon, p.id AS product_id, p.uuid AS product_uuid, p.shop_id,
  p.active AS product_active, p.img, p.tax AS product_tax, t.id AS t_id, t.locale AS t_locale, t.title AS t_title,
  p.unit_id, u.id AS u_id, u.locale AS u_locale, u.title AS u_title
  FROM cart_details d
  JOIN user_carts uc ON uc.id = d.user_cart_id
  JOIN stocks s ON s.id = d.stock_id
  JOIN products p ON p.id = s.product_id
  LEFT JOIN product_translations t ON t.id = (SELECT x.id FROM product_translations x
    WHERE x.product_id = p.id AND x.locale IN (?1, ?2) ORDER BY x.locale = ?1 DESC LIMIT 1)
  LEFT JOIN unit_translations u ON u.id = (SELECT x.id FROM unit_translations x
    WHERE x.unit_id = p.unit_id AND x.locale IN (?1, ?2) ORDER BY x.locale = ?1 DESC LIMIT 1)
  WHERE uc.cart_id = ${cartIdAt(ref, 3)} AND uc.kicked_at IS NULL
  ORDER BY d.id`;
}

/** The three reads of a cart (cart, members, lines), to put in a D1 batch with other statements. */
export type CartStatements = [Statement<CartRow>, Statement<MemberRow>, Statement<Omit<LineRow, "tax">>];

export function cartStatements(d1: D1Database, ref: CartRef, locale: Locale): CartStatements {
  const value = cartRefValue(ref);
  return [
    statement<CartRow>(d1, `SELECT * FROM carts WHERE id = ${cartIdAt(ref, 1)} AND ordered_at IS NULL`, value),
    statement<MemberRow>(
      d1,
      `SELECT * FROM user_carts WHERE cart_id = ${cartIdAt(ref, 1)} AND kicked_at IS NULL ORDER BY id`,
      value,
    ),
    statement<Omit<LineRow, "tax">>(d1, lineSelect(ref), locale.lang, locale.defaultLang, value),
  ];
}

/** Reads the results of cartStatements (three consecutive batch results). */
export function readCart(results: Results<CartStatements>): LoadedCart | null {
  const [carts, members, lines] = results;
  const cart = carts.results[0];
  if (!cart) return null;
  return {
    cart,
    members: members.results,
    lines: lines.results.map((l) => ({
      ...l,
      tax: unitTax(l.price, l.product_tax),
    })),
  };
}

/** The cart with its current members and lines, in one D1 batch; null for a missing or ordered cart. */
export async function loadCart(d1: D1Database, ref: CartRef, locale: Locale): Promise<LoadedCart | null> {
  return readCart(await batch(d1, cartStatements(d1, ref, locale)));
}

/**
 * Statements that create the owner's open cart and the owner's member row unless one exists
 * (the partial unique index on carts keeps it to one). The member is named after the user.
 */
export function ensureCartStatements(
  d1: D1Database,
  ownerId: number,
  shopId: number,
  currency: { currencyId: number | null; rate: number },
  group: boolean,
): [Statement, Statement] {
  const now = new Date().toISOString();
  return [
    statement(
      d1,
      `INSERT INTO carts (owner_id, shop_id, currency_id, rate, is_group, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?6 WHERE EXISTS (SELECT 1 FROM shops WHERE id = ?2) ON CONFLICT DO NOTHING`,
      ownerId,
      shopId,
      currency.currencyId,
      currency.rate,
      group ? 1 : 0,
      now,
    ),
    statement(
      d1,
      `INSERT INTO user_carts (cart_id, user_id, name, uuid, created_at)
         SELECT c.id, ?1, COALESCE(NULLIF(TRIM(COALESCE(u.firstname, '') || ' ' || COALESCE(u.lastname, '')), ''), 'Owner'), ?2, ?3
         FROM carts c JOIN users u ON u.id = ?1 WHERE c.owner_id = ?1 AND c.ordered_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM user_carts m WHERE m.cart_id = c.id AND m.user_id = ?1)`,
      ownerId,
      crypto.randomUUID(),
      now,
    ),
  ];
}

export async function openCartIdOf(d1: D1Database, ownerId: number): Promise<number | null> {
  const row = await statement<{ id: number }>(
    d1,
    "SELECT id FROM carts WHERE owner_id = ?1 AND ordered_at IS NULL",
    ownerId,
  ).first();
  return row?.id ?? null;
}

export async function memberByUuid(d1: D1Database, uuid: string): Promise<MemberRow | null> {
  return statement<MemberRow>(d1, "SELECT * FROM user_carts WHERE uuid = ?1", uuid).first();
}
