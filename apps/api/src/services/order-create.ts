import type { CreateOrder as CreateOrderBody } from "@tiffin/api-client";
import { checkMinimumOrder, clockIn, distanceKm, MESSAGES } from "@tiffin/core";
import { formatMoney, moneyOptionsFor } from "@tiffin/i18n/money";
import { batch, batchWithReads, type Result, type Results, type Statement, statement } from "../db/statements";
import { type ApiDevTools, isSandboxMethod, sandboxOff } from "../http/dev-tools";
import { badRequest, HttpError, notFound } from "../http/errors";
import { abortedAsUnchanged } from "./batch-mark";
import { feeOf, SHOP_MONEY, type ShopMoney, totalsMinor } from "./calculate";
import { outOfStockError } from "./cart-messages";
import { cartStatements, type Locale, readCart } from "./cart-store";
import { checkCoupon, couponStatement } from "./coupons";
import {
  type CurrencyTotals,
  type OrderRelations,
  type OrderRow,
  orderRelationStatements,
  type PresentedOrderStatements,
} from "./order-presenter";
import type { PaymentMethod } from "./payment-methods";
import { assertInZone, assertShopOpen, shopRuleStatements } from "./shop-rules";
import { shopStatements } from "./shops";
import { lineAmounts } from "./stock-money";
import { insufficientWallet, noWallet } from "./wallet-errors";

export const duplicateOrder = () => new HttpError(501, "ERROR_501", "An order was already made from this cart");

/**
 * Turns the user's cart into an order in one D1 batch: the order, its lines (with the member
 * who added each), the stock it takes, the coupon use, the cart marked ordered and, for cash or
 * wallet, the transaction. With wallet, the debit is the batch's first statement, a conditional
 * UPDATE; every later statement only writes when it took effect, so a short balance writes nothing.
 * The same batch then reads what presenting the new order needs (`related`, for presentOrderRows),
 * so the whole request makes two round trips of its own: one batch of reads, one of writes.
 */
export async function createOrder(
  d1: D1Database,
  userId: number,
  body: CreateOrderBody,
  locale: Locale & { rate: number; devTools?: ApiDevTools | null },
) {
  // One round trip for everything the checks need (and the simulator setting, for afterwards).
  // The coupon and address reads are always sent (cheap, same round trip); their rows count only
  // when the body names a coupon or an address.
  const [
    cartRows,
    carts,
    cartMembers,
    cartLines,
    shopRows,
    feeRows,
    rateRows,
    paymentRows,
    walletRows,
    dayRows,
    closedRows,
    zoneRows,
    simulatorRows,
    phoneRequiredRows,
    earlierRows,
    phoneRows,
    couponRows,
    addressRows,
    unpaidLimitRows,
  ] = await batch(d1, [
    statement<{ id: number; owner_id: number; ordered_at: string | null }>(
      d1,
      "SELECT id, owner_id, ordered_at FROM carts WHERE id = ?1",
      body.cart_id,
    ),
    ...cartStatements(d1, body.cart_id, locale),
    statement<ShopMoney>(d1, `${SHOP_MONEY} WHERE id = ?1`, body.shop_id),
    statement<{ value: string | null }>(d1, "SELECT value FROM settings WHERE key = 'service_fee'"),
    statement<{ rate: number; symbol: string; position: string }>(
      d1,
      "SELECT rate, symbol, position FROM currencies WHERE id = ?1 AND active = 1",
      body.currency_id ?? -1,
    ),
    statement<PaymentMethod>(
      d1,
      "SELECT id, tag, sandbox FROM payments WHERE id = ?1 AND active = 1",
      body.payment_id ?? -1,
    ),
    statement<{ price: number }>(d1, "SELECT price FROM wallets WHERE user_id = ?1", userId),
    ...shopRuleStatements(d1, body.shop_id),
    statement<{ value: string | null }>(d1, "SELECT value FROM settings WHERE key = 'order_simulator'"),
    statement<{ value: string | null }>(d1, "SELECT value FROM settings WHERE key = 'before_order_phone_required'"),
    statement<{ id: number }>(
      d1,
      "SELECT id FROM orders WHERE user_id = ?1 AND idempotency_key = ?2",
      userId,
      body.idempotency_key ?? null,
    ),
    statement<{ phone: string | null }>(d1, "SELECT phone FROM users WHERE id = ?1", userId),
    couponStatement(d1, body.coupon ?? "", body.shop_id, userId),
    // a saved address named by id must be the user's own
    statement<{ id: number }>(
      d1,
      "SELECT id FROM user_addresses WHERE id = ?1 AND user_id = ?2",
      body.address_id ?? -1,
      userId,
    ),
    statement<{ value: string | null }>(d1, "SELECT value FROM settings WHERE key = 'max_open_unpaid_orders'"),
  ]);
  const earlier = earlierRows.results[0];
  if (earlier) return replayOrder(d1, earlier.id, locale);
  const cartRow = cartRows.results[0];
  if (!cartRow || cartRow.owner_id !== userId) throw notFound("Cart not found");
  if (cartRow.ordered_at) throw duplicateOrder();
  const loaded = readCart([carts, cartMembers, cartLines]);
  if (!loaded) throw duplicateOrder();
  if (loaded.lines.length === 0) throw badRequest("ERROR_400", "The cart is empty");
  if (loaded.cart.shop_id !== body.shop_id || loaded.lines.some((l) => l.shop_id !== body.shop_id)) {
    throw badRequest("ERROR_400", "The cart holds another shop's products", { shop_id: ["The shop id is invalid."] });
  }
  // A product switched off after it was put in the cart is no longer sold.
  if (loaded.lines.some((l) => l.product_active !== 1)) throw outOfStockError();
  const shop = shopRows.results[0];
  if (!shop) throw notFound("Shop not found");
  // "Today" is the shop's today: its working hours are wall-clock times in its own zone.
  if (body.delivery_date < clockIn(new Date(), shop.time_zone).date) {
    throw badRequest("ERROR_400", "The delivery date is in the past", { delivery_date: ["Choose today or later."] });
  }
  const phone = body.phone?.trim() || null;
  const phoneRequired = phoneRequiredRows.results[0]?.value === "1";
  const profilePhone = phoneRows.results[0]?.phone ?? null;
  if (phoneRequired && !phone && !profilePhone) {
    throw badRequest("ERROR_400", MESSAGES.phoneRequired, { phone: [MESSAGES.phoneRequired] });
  }
  const serviceFee = feeOf(feeRows.results[0]?.value);
  const rateRow = rateRows.results[0];
  const currency = rateRow
    ? { currencyId: body.currency_id ?? null, rate: rateRow.rate }
    : { currencyId: null, rate: locale.rate };
  const payment = body.payment_id ? paymentRows.results[0] : null;
  if (body.payment_id && !payment) {
    throw badRequest("ERROR_400", "Please, choose payment method", { payment_id: ["The payment is invalid."] });
  }
  if (payment && isSandboxMethod(payment) && !locale.devTools) throw sandboxOff();
  const wallet = walletRows.results[0];
  assertShopOpen(shop, dayRows.results, closedRows.results, body.delivery_date, body.delivery_time);
  const delivering = body.delivery_type === "delivery";
  const location = delivering ? body.location : null;
  if (location) assertInZone(zoneRows.results[0], location);
  // Read with the shop's id as asked for: the shop row was found by that id.
  const coupon = body.coupon ? checkCoupon(couponRows.results[0]) : null;
  if (body.address_id && !addressRows.results[0]) throw notFound("Address not found");

  // Stored in minor units of the default currency (rate 1); presented later at the order's rate.
  const totals = totalsMinor({
    loaded,
    shop,
    type: body.delivery_type,
    address: location,
    coupon,
    tips: body.tips,
    serviceFee,
    rate: 1,
  });
  // The same amounts at the order's rate, each rounded once: what the order shows and what
  // calculate quoted, so the parts add up to the total in that currency too.
  const inCurrency =
    currency.rate === 1
      ? totals
      : totalsMinor({
          loaded,
          shop,
          type: body.delivery_type,
          address: location,
          coupon,
          tips: body.tips,
          serviceFee,
          rate: currency.rate,
        });
  const subtotal = totals.price - totals.total_discount;
  if (!checkMinimumOrder(subtotal, shop.min_amount).met) {
    // In the order's currency and the reader's language; digits only when no currency was chosen.
    const minimum = formatMoney(shop.min_amount / 100, {
      ...(rateRow ? moneyOptionsFor(rateRow) : { symbol: "" }),
      rate: currency.rate,
      locale: locale.lang,
    });
    throw badRequest("ERROR_400", `The order must come to at least ${minimum}`, {
      cart_id: ["The order amount is below the shop's minimum."],
    });
  }
  const km = location ? distanceKm({ latitude: shop.latitude, longitude: shop.longitude }, location) : 0;
  const byWallet = payment?.tag === "wallet";
  if (byWallet) {
    if (!wallet) throw noWallet();
    if (wallet.price < totals.total_price) throw insufficientWallet();
  }

  const now = new Date().toISOString();
  const orderUuid = crypto.randomUUID();
  const witness = crypto.randomUUID();
  const statements: Statement<unknown>[] = [];
  // ?-numbers below are local to each statement.
  const orderExists = "EXISTS (SELECT 1 FROM orders WHERE uuid = ?1)";
  if (byWallet) {
    statements.push(
      statement(
        d1,
        "UPDATE wallets SET price = price - ?1 WHERE user_id = ?2 AND price >= ?1",
        totals.total_price,
        userId,
      ),
      statement(
        d1,
        `INSERT INTO wallet_histories (uuid, wallet_id, user_id, type, price, note, status, author_id, created_at)
           SELECT ?1, id, user_id, 'withdraw', ?2, ?3, 'paid', user_id, ?4 FROM wallets WHERE user_id = ?5 AND changes() = 1`,
        witness,
        totals.total_price,
        `Order ${orderUuid}`,
        now,
        userId,
      ),
    );
  }
  const unpaidLimit = maxOpenUnpaidOrders(unpaidLimitRows.results[0]?.value);
  if (!byWallet) {
    // An order paid later (cash, a provider) holds its stock unpaid: a customer may hold only so
    // many open at once. In the batch, so concurrent orders cannot all pass the count.
    statements.push(unpaidLimitGuard(d1, userId, unpaidLimit));
  }
  const paidGuard = byWallet ? "EXISTS (SELECT 1 FROM wallet_histories WHERE uuid = ?29)" : "?29 IS NOT NULL";
  statements.push(
    statement(
      d1,
      `INSERT INTO orders (uuid, user_id, cart_id, shop_id, status, delivery_type, delivery_date, delivery_time,
          latitude, longitude, address, address_id, km, origin_price, total_discount, tax, shop_tax, delivery_fee,
          service_fee, tips, coupon_price, coupon_id, total_price, currency_id, rate, note, phone, username,
          status_changed_at, created_at, updated_at, currency_totals, idempotency_key)
         SELECT ?1, ?2, ?3, ?4, 'new', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21,
          ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?28, ?28, ?30, ?31 WHERE ${paidGuard}`,
      orderUuid,
      userId,
      body.cart_id,
      shop.id,
      body.delivery_type,
      body.delivery_date,
      body.delivery_time,
      location?.latitude ?? null,
      location?.longitude ?? null,
      body.address === undefined || body.address === null
        ? null
        : JSON.stringify(typeof body.address === "string" ? { address: body.address } : body.address),
      body.address_id ?? null,
      Math.round(km * 1000) / 1000,
      totals.price,
      totals.total_discount,
      totals.total_tax,
      totals.total_shop_tax,
      totals.delivery_fee,
      totals.service_fee,
      totals.tips,
      totals.coupon_price,
      coupon?.id ?? null,
      totals.total_price,
      currency.currencyId,
      currency.rate,
      body.note ?? null,
      phone ?? (phoneRequired ? profilePhone : null),
      body.username ?? null,
      now,
      witness,
      JSON.stringify(currencyTotals(inCurrency)),
      body.idempotency_key ?? null,
    ),
  );
  const members = new Map(loaded.members.map((m) => [m.id, m]));
  const group = loaded.cart.is_group === 1;
  const values = loaded.lines.map((l) => {
    const a = lineAmounts(l, l.quantity);
    const member = members.get(l.user_cart_id);
    return [
      l.stock_id,
      l.id,
      l.parent_id,
      l.quantity,
      a.price,
      a.tax,
      a.discount,
      a.price - a.discount,
      group ? (member?.name ?? null) : null,
      group ? (member?.uuid ?? null) : null,
    ];
  });
  // One INSERT per 9 lines: 90 values and the order's uuid stay under D1's 100 bound values.
  const width = 10;
  const perInsert = 9;
  for (let start = 0; start < values.length; start += perInsert) {
    const chunk = values.slice(start, start + perInsert);
    const rows = chunk.map(
      (_, r) => `(${Array.from({ length: width }, (_, i) => `?${r * width + i + 2}`).join(", ")})`,
    );
    statements.push(
      statement(
        d1,
        `INSERT INTO order_details (order_id, stock_id, cart_detail_id, parent_cart_detail_id, quantity, origin_price,
            tax, discount, total_price, member_name, member_uuid)
           SELECT o.id, v.column1, v.column2, v.column3, v.column4, v.column5, v.column6, v.column7, v.column8, v.column9,
            v.column10 FROM (VALUES ${rows.join(", ")}) AS v JOIN orders o ON o.uuid = ?1`,
        orderUuid,
        ...chunk.flat(),
      ),
    );
  }
  const perStock = new Map<number, number>();
  for (const l of loaded.lines) perStock.set(l.stock_id, (perStock.get(l.stock_id) ?? 0) + l.quantity);
  for (const [stockId, quantity] of perStock) {
    statements.push(
      statement(
        d1,
        `UPDATE stocks SET quantity = quantity - ?2 WHERE id = ?3 AND ${orderExists}`,
        orderUuid,
        quantity,
        stockId,
      ),
    );
  }
  statements.push(
    statement(d1, `UPDATE carts SET ordered_at = ?2 WHERE id = ?3 AND ${orderExists}`, orderUuid, now, body.cart_id),
  );
  if (coupon) {
    statements.push(
      statement(
        d1,
        "INSERT INTO coupon_usages (coupon_id, user_id, order_id, created_at) SELECT ?2, ?3, id, ?4 FROM orders WHERE uuid = ?1",
        orderUuid,
        coupon.id,
        userId,
        now,
      ),
    );
  }
  if (payment && (byWallet || payment.tag === "cash")) {
    statements.push(
      statement(
        d1,
        `INSERT INTO transactions (uuid, user_id, payable_type, payable_id, payment_id, price, status, created_at, updated_at)
           SELECT ?2, ?3, 'order', id, ?4, ?5, ?6, ?7, ?7 FROM orders WHERE uuid = ?1`,
        orderUuid,
        crypto.randomUUID(),
        userId,
        payment.id,
        totals.total_price,
        byWallet ? "paid" : "progress",
        now,
      ),
    );
  }
  if (byWallet) {
    // The wallet's history line names the transaction it paid, as a later wallet payment does.
    statements.push(
      statement(
        d1,
        `UPDATE wallet_histories SET transaction_id = (SELECT t.id FROM transactions t JOIN orders o
           ON t.payable_type = 'order' AND t.payable_id = o.id WHERE o.uuid = ?1 AND t.status = 'paid')
         WHERE uuid = ?2`,
        orderUuid,
        witness,
      ),
    );
  }
  statements.push(
    statement(
      d1,
      `INSERT INTO notifications (user_id, type, title, body, data, order_id, created_at)
         SELECT user_id, 'new_order', 'New order', 'Your order #' || id || ' was placed', json_object('id', id, 'type', 'order', 'status', 'new'), id, ?2
         FROM orders WHERE uuid = ?1`,
      orderUuid,
      now,
    ),
  );

  const reads: PresentedOrderStatements = [
    statement<OrderRow>(d1, "SELECT * FROM orders WHERE uuid = ?1", orderUuid),
    ...orderRelationStatements(d1, { uuid: orderUuid }, locale),
    ...shopStatements(d1, [shop.id], locale),
  ];
  let written: { writes: Result<unknown>[]; reads: Results<PresentedOrderStatements> };
  try {
    written = await batchWithReads(d1, statements, reads);
  } catch (error) {
    // The same key raced past the first read: answer the order the other request made.
    if (body.idempotency_key) {
      const made = await statement<{ id: number }>(
        d1,
        "SELECT id FROM orders WHERE user_id = ?1 AND idempotency_key = ?2",
        userId,
        body.idempotency_key,
      ).first();
      if (made) return replayOrder(d1, made.id, locale);
    }
    if (abortedAsUnchanged(error)) throw tooManyUnpaidOrders(unpaidLimit);
    throw translateBatchError(error);
  }
  if (byWallet && (written.writes[0]?.meta.changes ?? 0) !== 1) throw insufficientWallet();
  const [orderRows, ...related] = written.reads;
  const order = orderRows.results[0];
  if (!order) throw new HttpError(501, "ERROR_501", "The order could not be created");
  const simulator = simulatorRows.results[0]?.value;
  return {
    order,
    related,
    settings: { order_simulator: simulator ?? undefined },
    replayed: false,
    /** Whether the cart was a group's, whose members are told it checked out. */
    group: loaded.cart.is_group === 1,
  };
}

/** The setting `max_open_unpaid_orders` (migration 0034): a positive whole number, 3 when unset. */
export function maxOpenUnpaidOrders(raw: string | null | undefined): number {
  return raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : DEFAULT_MAX_OPEN_UNPAID;
}

export const DEFAULT_MAX_OPEN_UNPAID = 3;

export const tooManyUnpaidOrders = (max: number) =>
  badRequest(
    "ERROR_256",
    `You already have ${max} unpaid orders waiting. Pay for or cancel one before ordering again.`,
    { cart_id: ["Too many unpaid orders are open."] },
  );

/**
 * Fails the order batch (see batch-mark.ts: a mark without its time) when the customer already
 * holds `max` orders that are new and not paid.
 */
function unpaidLimitGuard(d1: D1Database, userId: number, max: number): Statement<unknown> {
  return statement(
    d1,
    `INSERT INTO batch_marks (uuid, created_at) SELECT 'unpaid-limit', NULL WHERE (SELECT COUNT(*) FROM orders o
       WHERE o.user_id = ?1 AND o.status = 'new' AND NOT EXISTS (SELECT 1 FROM transactions t
         WHERE t.payable_type = 'order' AND t.payable_id = o.id AND t.status = 'paid')) >= ?2`,
    userId,
    max,
  );
}

/** The order an earlier request with the same idempotency key made, read as createOrder answers it. */
async function replayOrder(d1: D1Database, orderId: number, locale: Locale & { rate: number }) {
  const [orderRows, ...rest] = await batch(d1, [
    statement<OrderRow>(d1, "SELECT * FROM orders WHERE id = ?1", orderId),
    ...orderRelationStatements(d1, { ids: [orderId] }, locale),
  ]);
  const order = orderRows.results[0];
  if (!order) throw new HttpError(501, "ERROR_501", "The order could not be created");
  const shops = await batch(d1, shopStatements(d1, [order.shop_id], locale));
  const related: OrderRelations = [...rest, ...shops];
  return { order, related, settings: { order_simulator: undefined }, replayed: true, group: false };
}

/** Constraint failures inside the order batch, as the contract's errors (the batch was rolled back). */
function translateBatchError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes("orders.cart_id")) return duplicateOrder();
  if (message.includes("coupon_usages")) return badRequest("ERROR_251", "Coupon already used");
  if (message.includes("CHECK constraint failed")) return outOfStockError();
  return error instanceof Error ? error : new Error(message);
}

/** The stored money of an order in its own currency: minor units, rate left out. */
function currencyTotals(t: ReturnType<typeof totalsMinor>): CurrencyTotals {
  return {
    price: t.price,
    total_discount: t.total_discount,
    total_tax: t.total_tax,
    total_shop_tax: t.total_shop_tax,
    delivery_fee: t.delivery_fee,
    service_fee: t.service_fee,
    tips: t.tips,
    coupon_price: t.coupon_price,
    total_price: t.total_price,
  };
}
