// The demo customer's order history: the two orders her seeded notifications name (#1000 and
// #1001), both delivered, so "/orders" and "/orders/{id}" have something to show from the first
// start. Amounts are minor units of the default currency; each order's parts add up to its total.
// They were not made from a cart, so their cart ids are negative and never meet a real cart's.
import { insertRows } from "../sql.mjs";

const DEMO_USER = 1;
/** payments.id of the wallet (reference.mjs); the demo wallet's id is the demo user's. */
const WALLET_PAYMENT = 2;
const SHOP = 1; // Pizza Palace

/** [stock id, quantity, unit price incl. tax, parent stock id] */
const LINES = {
  1000: [
    [4, 2, 899, null],
    [1, 1, 150, 4],
  ],
  1001: [[10, 1, 1099, null]],
};

function order(id, { days, paymentId, tips }) {
  const placed = new Date(Date.UTC(2026, 0, 10 + days, 12, 15)).toISOString();
  const origin = LINES[id].reduce((sum, [, qty, unit]) => sum + qty * unit, 0);
  const shopTax = Math.round(origin * 0.1);
  const delivery = 235;
  const service = 150;
  return {
    row: {
      id,
      uuid: `0dde0000-0000-4000-8000-${id.toString(16).padStart(12, "0")}`,
      user_id: DEMO_USER,
      cart_id: -id,
      shop_id: SHOP,
      status: "delivered",
      delivery_type: "delivery",
      delivery_date: placed.slice(0, 10),
      delivery_time: "12:30",
      latitude: 51.50735,
      longitude: -0.12776,
      address: JSON.stringify({ address: "1 Strand, London", office: null, house: "1", floor: "2" }),
      km: 1.2,
      origin_price: origin,
      total_discount: 0,
      tax: 0,
      shop_tax: shopTax,
      delivery_fee: delivery,
      service_fee: service,
      tips,
      coupon_price: 0,
      total_price: origin + shopTax + delivery + service + tips,
      currency_id: 1,
      rate: 1,
      status_changed_at: placed,
      created_at: placed,
      updated_at: placed,
    },
    paymentId,
  };
}

export function buildOrders() {
  const orders = [order(1000, { days: 0, paymentId: 2, tips: 100 }), order(1001, { days: 3, paymentId: 1, tips: 0 })];
  let detailId = 1000;
  const details = [];
  for (const { row } of orders) {
    for (const [stock, quantity, unit, parent] of LINES[row.id]) {
      detailId += 1;
      details.push({
        id: detailId,
        order_id: row.id,
        stock_id: stock,
        // the line's own stock id stands for the cart line it would have been copied from
        cart_detail_id: stock,
        parent_cart_detail_id: parent,
        quantity,
        origin_price: quantity * unit,
        tax: 0,
        discount: 0,
        total_price: quantity * unit,
      });
    }
  }
  const transactions = orders.map(({ row, paymentId }) => ({
    id: row.id,
    uuid: `7a5e0000-0000-4000-8000-${row.id.toString(16).padStart(12, "0")}`,
    user_id: DEMO_USER,
    payable_type: "order",
    payable_id: row.id,
    payment_id: paymentId,
    price: row.total_price,
    status: "paid",
    created_at: row.created_at,
    updated_at: row.created_at,
  }));
  // A wallet-paid order has its debit in the wallet's history, as a real one does (order-create.ts).
  const debits = orders
    .filter(({ paymentId }) => paymentId === WALLET_PAYMENT)
    .map(({ row }) => ({
      id: row.id,
      uuid: `de817000-0000-4000-8000-${row.id.toString(16).padStart(12, "0")}`,
      wallet_id: DEMO_USER,
      user_id: DEMO_USER,
      type: "withdraw",
      price: row.total_price,
      note: `Order ${row.uuid}`,
      status: "paid",
      author_id: DEMO_USER,
      created_at: row.created_at,
    }));
  return [
    ...insertRows(
      "orders",
      orders.map((o) => o.row),
    ),
    ...insertRows("order_details", details),
    ...insertRows("transactions", transactions),
    ...insertRows("wallet_histories", debits),
  ];
}
