import type { orderSchema, orderStatusSchema, transactionSchema } from "@tiffin/api-client";
import { type CartTotals, convertMinor, fromMinor } from "@tiffin/core";
import type { z } from "zod";
import { batch, type Param, type Results, type Statement, statement } from "../db/statements";
import { toMajor } from "../http/money";
import { presentStock } from "./cart-presenter";
import type { LineRow } from "./cart-store";
import { wireLocation } from "./location";
import { readShops, type ShopStatements, shopStatements } from "./shops";
import { unitTax } from "./stock-money";
import { idList } from "./translated";

export interface OrderRow {
  id: number;
  uuid: string;
  user_id: number;
  shop_id: number;
  status: z.input<typeof orderStatusSchema>;
  delivery_type: z.input<typeof orderSchema>["delivery_type"];
  delivery_date: string;
  delivery_time: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  km: number;
  origin_price: number;
  total_discount: number;
  tax: number;
  shop_tax: number;
  delivery_fee: number;
  service_fee: number;
  tips: number;
  coupon_price: number;
  total_price: number;
  currency_id: number | null;
  rate: number;
  note: string | null;
  phone: string | null;
  username: string | null;
  created_at: string;
  updated_at: string;
  /** JSON of CurrencyTotals; null on orders placed before it was kept. */
  currency_totals: string | null;
}

/** An order's money in minor units of the currency it was placed in: core's totals, less the rate. */
export type CurrencyTotals = Omit<CartTotals, "rate">;

/**
 * The order's totals in major units of its currency. From the amounts kept in that currency
 * when there are some (they add up exactly); else each default-currency field converted once.
 */
function orderTotals(o: OrderRow) {
  const kept = o.currency_totals ? (JSON.parse(o.currency_totals) as CurrencyTotals) : null;
  const minor: CurrencyTotals = kept ?? {
    price: convertMinor(o.origin_price, o.rate),
    total_discount: convertMinor(o.total_discount, o.rate),
    total_tax: convertMinor(o.tax, o.rate),
    total_shop_tax: convertMinor(o.shop_tax, o.rate),
    delivery_fee: convertMinor(o.delivery_fee, o.rate),
    service_fee: convertMinor(o.service_fee, o.rate),
    tips: convertMinor(o.tips, o.rate),
    coupon_price: convertMinor(o.coupon_price, o.rate),
    total_price: convertMinor(o.total_price, o.rate),
  };
  return {
    total_price: fromMinor(minor.total_price),
    origin_price: fromMinor(minor.price),
    // The tax row beside `origin_price`, which holds the products' own tax already: the shop's.
    tax: fromMinor(minor.total_shop_tax),
    shop_tax: fromMinor(minor.total_shop_tax),
    service_fee: fromMinor(minor.service_fee),
    delivery_fee: fromMinor(minor.delivery_fee),
    total_discount: fromMinor(minor.total_discount),
    coupon_price: fromMinor(minor.coupon_price),
    tips: fromMinor(minor.tips),
  };
}

export interface DetailRow extends Omit<LineRow, "user_cart_id" | "tax" | "id" | "parent_id"> {
  id: number;
  order_id: number;
  cart_detail_id: number;
  parent_cart_detail_id: number | null;
  origin_price: number;
  line_tax: number;
  line_discount: number;
  total_price: number;
  member_name: string | null;
}

export interface Locale {
  lang: string;
  defaultLang: string;
}

const byKey = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

/** Full order objects in the contract's shape; related rows and shops come from one D1 batch. */
export async function presentOrders(d1: D1Database, orders: OrderRow[], locale: Locale) {
  if (orders.length === 0) return [];
  const shopIds = [...new Set(orders.map((o) => o.shop_id))];
  const results = await batch(d1, [
    ...orderRelationStatements(d1, { ids: orders.map((o) => o.id) }, locale),
    ...shopStatements(d1, shopIds, locale),
  ]);
  return presentOrderRows(orders, results, locale);
}

/** Which orders the related reads are for: listed ids, or the one order with this uuid. */
export type OrderKeys = { ids: readonly number[] } | { uuid: string };

/** The SQL list of the orders' ids; a uuid is read from placeholder `?n`. */
function orderIdsAt(keys: OrderKeys, n: 1 | 3): string {
  return "uuid" in keys ? `SELECT id FROM orders WHERE uuid = ?${n}` : idList(keys.ids);
}

function orderKeyParams(keys: OrderKeys): Param[] {
  return "uuid" in keys ? [keys.uuid] : [];
}

export type TransactionRow = {
  payable_id: number;
  id: number;
  price: number;
  status: z.input<typeof transactionSchema>["status"];
  created_at: string;
  tag: string;
  refund_status: NonNullable<z.input<typeof transactionSchema>["refund"]>["status"] | null;
  refund_price: number | null;
};
export type ReviewRow = { id: number; order_id: number; rating: number; comment: string | null; created_at: string };
export type RefundRow = {
  id: number;
  order_id: number;
  cause: string;
  answer: string | null;
  status: z.input<typeof orderSchema>["order_refunds"][number]["status"];
  created_at: string;
};
export type UserRow = {
  id: number;
  uuid: string;
  firstname: string | null;
  lastname: string | null;
  img: string | null;
};
export type CurrencyRow = { id: number; symbol: string; title: string; position: string; rate: number };

/** The reads presentOrderRows needs besides the shops, in the order it takes their results. */
export type OrderRelationStatements = [
  Statement<DetailRow>,
  Statement<TransactionRow>,
  Statement<ReviewRow>,
  Statement<RefundRow>,
  Statement<UserRow>,
  Statement<CurrencyRow>,
];

/** The related reads of the orders `keys` names, to put in a D1 batch with other statements. */
export function orderRelationStatements(d1: D1Database, keys: OrderKeys, locale: Locale): OrderRelationStatements {
  const key = orderKeyParams(keys);
  const ids = orderIdsAt(keys, 1);
  return [
    statement<DetailRow>(
      d1,
      `SELECT d.id, d.order_id, d.stock_id, d.cart_detail_id, d.parent_cart_detail_id, d.quantity, d.origin_price,
          d.tax AS line_tax, d.discount AS line_discount, d.total_price, d.member_name, s.price, s.discount,
          s.quantity AS stock_quantity, s.addon AS stock_addon, p.id AS product_id, p.uuid AS product_uuid, p.shop_id,
          p.img, p.tax AS product_tax, t.id AS t_id, t.locale AS t_locale, t.title AS t_title
         FROM order_details d JOIN stocks s ON s.id = d.stock_id JOIN products p ON p.id = s.product_id
         LEFT JOIN product_translations t ON t.id = (SELECT x.id FROM product_translations x
           WHERE x.product_id = p.id AND x.locale IN (?1, ?2) ORDER BY x.locale = ?1 DESC LIMIT 1)
         WHERE d.order_id IN (${orderIdsAt(keys, 3)}) ORDER BY d.id`,
      locale.lang,
      locale.defaultLang,
      ...key,
    ),
    statement<TransactionRow>(
      d1,
      `SELECT t.payable_id, t.id, t.price, t.status, t.created_at, p.tag, r.status AS refund_status, r.price AS refund_price
       FROM transactions t JOIN payments p ON p.id = t.payment_id LEFT JOIN payment_refunds r ON r.transaction_id = t.id
       WHERE t.payable_type = 'order' AND t.payable_id IN (${ids}) ORDER BY t.status = 'paid', t.id`,
      ...key,
    ),
    statement<ReviewRow>(
      d1,
      `SELECT id, order_id, rating, comment, created_at FROM order_reviews WHERE order_id IN (${ids})`,
      ...key,
    ),
    statement<RefundRow>(
      d1,
      `SELECT id, order_id, cause, answer, status, created_at FROM order_refunds WHERE order_id IN (${ids}) ORDER BY id`,
      ...key,
    ),
    statement<UserRow>(
      d1,
      `SELECT id, uuid, firstname, lastname, img FROM users WHERE id IN (SELECT user_id FROM orders WHERE id IN (${ids}))`,
      ...key,
    ),
    statement<CurrencyRow>(d1, "SELECT id, symbol, title, position, rate FROM currencies"),
  ];
}

/** The results presentOrderRows reads: the related reads, then the shops' reads. */
export type OrderRelations = [...Results<OrderRelationStatements>, ...Results<ShopStatements>];

/**
 * Full order objects from the results of orderRelationStatements followed by those of
 * shopStatements for the orders' shops (in the order of their first appearance).
 */
export function presentOrderRows(
  orders: OrderRow[],
  results: OrderRelations,
  locale: Locale,
): z.input<typeof orderSchema>[] {
  const [details, transactions, reviews, refunds, users, currencies, ...shopResults] = results;
  const detailsBy = byKey(details.results, (d) => d.order_id);
  // Ordered so the last row per order is the one to show (a paid one wins).
  const txBy = new Map(transactions.results.map((t) => [t.payable_id, t]));
  const reviewBy = new Map(reviews.results.map((r) => [r.order_id, r]));
  const refundsBy = byKey(refunds.results, (r) => r.order_id);
  const userBy = new Map(users.results.map((u) => [u.id, u]));
  const currencyBy = new Map(currencies.results.map((c) => [c.id, c]));
  const shopIds = [...new Set(orders.map((o) => o.shop_id))];
  const shops = new Map(readShops(shopResults, shopIds, { ...locale, rate: 1 }).map((s) => [s.id, s]));

  return orders.map((o) => {
    const money = (minor: number) => toMajor(minor, o.rate);
    const lines = detailsBy.get(o.id) ?? [];
    const presentDetail = (d: DetailRow) => ({
      id: d.id,
      stock: presentStock(
        { ...d, id: d.cart_detail_id, user_cart_id: 0, parent_id: null, tax: unitTax(d.price, d.product_tax) },
        o.rate,
      ),
      quantity: d.quantity,
      origin_price: money(d.origin_price),
      total_price: money(d.total_price),
      tax: money(d.line_tax),
      discount: money(d.line_discount),
      member_name: d.member_name,
    });
    const tx = txBy.get(o.id);
    const totals = orderTotals(o);
    return {
      id: o.id,
      uuid: o.uuid,
      user_id: o.user_id,
      shop_id: o.shop_id,
      status: o.status,
      delivery_type: o.delivery_type,
      delivery_date: o.delivery_date,
      delivery_time: o.delivery_time,
      location: o.latitude === null || o.longitude === null ? null : wireLocation(o.latitude, o.longitude),
      address: o.address ? (JSON.parse(o.address) as Record<string, string | null>) : null,
      km: o.km,
      ...totals,
      rate: o.rate,
      note: o.note,
      phone: o.phone,
      username: o.username,
      details: lines
        .filter((d) => d.parent_cart_detail_id === null)
        .map((d) => ({
          ...presentDetail(d),
          addons: lines.filter((a) => a.parent_cart_detail_id === d.cart_detail_id).map(presentDetail),
        })),
      shop: shops.get(o.shop_id) ?? null,
      currency: o.currency_id === null ? null : (currencyBy.get(o.currency_id) ?? null),
      user: userBy.get(o.user_id) ?? null,
      deliveryman: null,
      transaction: tx
        ? {
            id: tx.id,
            // The whole order's payment shows the order's own total, not a second conversion.
            price: tx.price === o.total_price ? totals.total_price : money(tx.price),
            status: tx.status,
            created_at: tx.created_at,
            payment_system: { tag: tx.tag },
            refund:
              tx.refund_status === null
                ? null
                : {
                    status: tx.refund_status,
                    price: tx.refund_price === o.total_price ? totals.total_price : money(tx.refund_price ?? 0),
                  },
          }
        : null,
      review: reviewBy.get(o.id) ?? null,
      order_refunds: refundsBy.get(o.id) ?? [],
      created_at: o.created_at,
      updated_at: o.updated_at,
    };
  });
}

/** What presenting one order reads (presentOrderRows): its row, its relations and its shop. */
export type PresentedOrderStatements = [Statement<OrderRow>, ...OrderRelationStatements, ...ShopStatements];

/**
 * The reads presenting one order of a user's, for a batch that also writes (the reads see the
 * writes before them).
 */
export function presentedOrderStatements(
  d1: D1Database,
  order: { id: number; userId: number; shopId: number },
  locale: Locale,
): PresentedOrderStatements {
  return [
    ownOrderStatement(d1, order.userId, order.id),
    ...orderRelationStatements(d1, { ids: [order.id] }, locale),
    ...shopStatements(d1, [order.shopId], locale),
  ];
}

function ownOrderStatement(d1: D1Database, userId: number, orderId: number): Statement<OrderRow> {
  return statement<OrderRow>(d1, "SELECT * FROM orders WHERE id = ?1 AND user_id = ?2", orderId, userId);
}

export async function ownOrder(d1: D1Database, userId: number, orderId: number): Promise<OrderRow | null> {
  return ownOrderStatement(d1, userId, orderId).first();
}
