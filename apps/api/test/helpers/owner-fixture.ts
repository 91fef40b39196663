import { env } from "cloudflare:test";
import { codeIn, lastMessage } from "./accounts";
import { call } from "./api";
import { send } from "./json";
import { dayFromNow, fillCart, HOME, orderBody } from "./orders";
import { createUser, type TestUser } from "./users";

/**
 * A customer with one of everything a signed-in user owns: an address, a wallet-paid new order,
 * an unpaid delivered order, an open group cart with a line and a guest, a parcel, a booking and
 * notifications. Every personal text is unique to this fixture (`secrets`), so a response that
 * leaks any of it to someone else can be caught by a plain text search.
 */
export interface OwnerFixture {
  owner: TestUser;
  email: string;
  phone: string;
  addressId: number;
  /** A new order paid from the wallet (cancellable). */
  newOrderId: number;
  /** An unpaid order marked delivered (reviewable, refundable, payable). */
  doneOrderId: number;
  cartId: number;
  lineId: number;
  stockId: number;
  memberUuid: string;
  /** The group cart's invite token, which the share link carries. */
  inviteToken: string;
  notificationId: number;
  parcelId: number;
  bookingId: number;
  /** The owner's chat with the shop about the new order, holding a message with the tag. */
  chatId: string;
  /** A new email the owner asked for, and the code that confirms it. */
  pendingEmail: string;
  pendingCode: string;
  /** A bookable table and a free slot on it, "YYYY-MM-DD HH:mm", different for every fixture. */
  tableId: number;
  freeSlot: string;
  /** Texts only the owner may ever see. */
  secrets: string[];
  /** The owner's public card (uuid, name): shown to others only where the contract says so. */
  card: string[];
}

async function expectOk(label: string, res: { status: number; body: unknown }) {
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { data: Record<string, unknown> };
}

let fixtures = 0;

export async function ownerFixture(): Promise<OwnerFixture> {
  fixtures += 1;
  const tag = crypto.randomUUID().replaceAll("-", "").slice(0, 12);
  const owner = await createUser({ firstname: `Owner${crypto.randomUUID().slice(0, 8)}`, wallet: 100_000 });
  const email = `${owner.uuid}@tiffin.test`;
  const phone = `+4420${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await env.DB.prepare("UPDATE users SET phone = ?2 WHERE id = ?1").bind(owner.id, phone).run();

  const address = await expectOk(
    "address",
    await call(
      "dashboard/user/addresses",
      send(
        "POST",
        { title: `Home ${tag}`, address: { address: `${tag} Private Road`, house: "7" }, location: HOME },
        owner.auth,
      ),
    ),
  );

  const first = await fillCart(owner);
  const newOrder = await expectOk(
    "wallet order",
    await call(
      "dashboard/user/orders",
      send("POST", orderBody(first.cartId, { payment_id: 2, note: `Ring twice ${tag}` }), owner.auth),
    ),
  );
  const second = await fillCart(owner);
  const doneOrder = await expectOk(
    "unpaid order",
    await call(
      "dashboard/user/orders",
      send("POST", orderBody(second.cartId, { payment_id: undefined, note: `Leave at door ${tag}` }), owner.auth),
    ),
  );
  await env.DB.prepare("UPDATE orders SET status = 'delivered' WHERE id = ?1").bind(doneOrder.data.id).run();

  const open = await fillCart(owner);
  const group = await expectOk(
    "group cart",
    await call("dashboard/user/cart/open", send("POST", { shop_id: 1 }, owner.auth)),
  );
  const token = group.data.invite_token;
  const member = await expectOk(
    "guest",
    await call("rest/cart/open", send("POST", { cart_id: open.cartId, shop_id: 1, name: `Guest ${tag}`, token })),
  );
  const line = await env.DB.prepare(
    "SELECT d.id FROM cart_details d JOIN user_carts u ON u.id = d.user_cart_id WHERE u.cart_id = ?1 LIMIT 1",
  )
    .bind(open.cartId)
    .first<{ id: number }>();

  const parcel = await expectOk(
    "parcel",
    await call(
      "dashboard/user/parcel-orders",
      send(
        "POST",
        {
          type_id: 1,
          currency_id: 1,
          phone_from: phone,
          username_from: `Sender ${tag}`,
          address_from: { ...HOME, address: `${tag} Private Road` },
          phone_to: "+44 20 7946 0002",
          username_to: `Receiver ${tag}`,
          address_to: { latitude: 51.5155, longitude: -0.1419, address: "10 Oxford St" },
          delivery_date: dayFromNow(1),
          delivery_time: "15:00",
          note: `Parcel note ${tag}`,
        },
        owner.auth,
      ),
    ),
  );

  const table = await env.DB.prepare(
    `SELECT t.id FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id
     JOIN bookings b ON b.shop_id = s.shop_id AND b.active = 1 WHERE t.chair_count >= 2 ORDER BY t.id LIMIT 1`,
  ).first<{ id: number }>();
  const booking = await env.DB.prepare(
    `INSERT INTO user_bookings (user_id, table_id, start_date, end_date, guest, note, status, created_at)
     VALUES (?1, ?2, ?3, ?4, 2, ?5, 'new', ?6) RETURNING id`,
  )
    .bind(
      owner.id,
      table?.id,
      `${dayFromNow(3)} 19:00`,
      `${dayFromNow(3)} 20:00`,
      `Window seat ${tag}`,
      new Date().toISOString(),
    )
    .first<{ id: number }>();
  const pendingEmail = `new-${owner.uuid}@tiffin.test`;
  await expectOk(
    "contact change",
    await call("dashboard/user/profile/update", send("PUT", { email: pendingEmail }, owner.auth)),
  );
  const pendingCode = codeIn(await lastMessage(pendingEmail));
  const notification = await env.DB.prepare("SELECT id FROM notifications WHERE user_id = ?1 ORDER BY id LIMIT 1")
    .bind(owner.id)
    .first<{ id: number }>();
  const wallet = await env.DB.prepare("SELECT uuid FROM wallets WHERE user_id = ?1")
    .bind(owner.id)
    .first<{ uuid: string }>();

  // A chat with the shop about the new order: its message is for the owner and staff only.
  const chat = await expectOk(
    "chat",
    await call("dashboard/chats", send("POST", { type: "shop", order_id: newOrder.data.id }, owner.auth)),
  );
  const chatMessage = await call(
    `dashboard/chats/${chat.data.id}/messages`,
    send("POST", { message: `Chat about ${tag}` }, owner.auth),
  );
  if (chatMessage.status !== 200) throw new Error(`chat message: ${JSON.stringify(chatMessage.body)}`);

  return {
    owner,
    chatId: chat.data.id as string,
    email,
    phone,
    addressId: address.data.id as number,
    newOrderId: newOrder.data.id as number,
    doneOrderId: doneOrder.data.id as number,
    cartId: open.cartId,
    lineId: line?.id ?? 0,
    stockId: open.stock.stockId,
    memberUuid: member.data.uuid as string,
    inviteToken: token as string,
    notificationId: notification?.id ?? 0,
    parcelId: parcel.data.id as number,
    bookingId: booking?.id ?? 0,
    pendingEmail,
    pendingCode,
    tableId: table?.id ?? 0,
    freeSlot: `${dayFromNow(5 + fixtures)} 12:00`,
    secrets: [
      email,
      phone,
      tag,
      owner.token,
      wallet?.uuid ?? "no wallet",
      newOrder.data.uuid as string,
      doneOrder.data.uuid as string,
      member.data.uuid as string,
      pendingEmail,
    ],
    card: [owner.uuid, owner.firstname],
  };
}

/**
 * Every row that belongs to the user, in every table a signed-in call can write, read back in
 * one batch: a call by someone else must leave all of it exactly as it was.
 */
export async function ownedRows(userId: number): Promise<Record<string, unknown[]>> {
  const orders = "SELECT id FROM orders WHERE user_id = ?1";
  const carts = "SELECT id FROM carts WHERE owner_id = ?1";
  const queries: Record<string, string> = {
    users: "SELECT * FROM users WHERE id = ?1",
    user_tokens: "SELECT * FROM user_tokens WHERE user_id = ?1 ORDER BY id",
    wallets: "SELECT * FROM wallets WHERE user_id = ?1",
    wallet_histories: "SELECT * FROM wallet_histories WHERE user_id = ?1 OR author_id = ?1 ORDER BY id",
    orders: "SELECT * FROM orders WHERE user_id = ?1 ORDER BY id",
    order_details: `SELECT * FROM order_details WHERE order_id IN (${orders}) ORDER BY id`,
    order_reviews: `SELECT * FROM order_reviews WHERE order_id IN (${orders}) OR user_id = ?1 ORDER BY id`,
    order_refunds: `SELECT * FROM order_refunds WHERE order_id IN (${orders}) OR user_id = ?1 ORDER BY id`,
    transactions: `SELECT * FROM transactions WHERE user_id = ?1
      OR (payable_type = 'order' AND payable_id IN (${orders}))
      OR (payable_type = 'parcel' AND payable_id IN (SELECT id FROM parcel_orders WHERE user_id = ?1))
      OR (payable_type = 'wallet' AND payable_id IN (SELECT id FROM wallets WHERE user_id = ?1)) ORDER BY id`,
    notifications: "SELECT * FROM notifications WHERE user_id = ?1 ORDER BY id",
    user_addresses: "SELECT * FROM user_addresses WHERE user_id = ?1 ORDER BY id",
    carts: `SELECT * FROM carts WHERE owner_id = ?1 ORDER BY id`,
    user_carts: `SELECT * FROM user_carts WHERE cart_id IN (${carts}) OR user_id = ?1 ORDER BY id`,
    cart_details: `SELECT * FROM cart_details WHERE user_cart_id IN
      (SELECT id FROM user_carts WHERE cart_id IN (${carts}) OR user_id = ?1) ORDER BY id`,
    parcel_orders: "SELECT * FROM parcel_orders WHERE user_id = ?1 ORDER BY id",
    user_bookings: "SELECT * FROM user_bookings WHERE user_id = ?1 ORDER BY id",
    user_notification_settings: "SELECT * FROM user_notification_settings WHERE user_id = ?1 ORDER BY notification_id",
    seller_applications: "SELECT * FROM seller_applications WHERE user_id = ?1",
    driver_applications: "SELECT * FROM driver_applications WHERE user_id = ?1",
    user_socials: "SELECT * FROM user_socials WHERE user_id = ?1",
    coupon_usages: "SELECT * FROM coupon_usages WHERE user_id = ?1",
    verifications: "SELECT * FROM verifications WHERE user_id = ?1 ORDER BY rowid",
  };
  const names = Object.keys(queries);
  const results = await env.DB.batch(names.map((n) => env.DB.prepare(queries[n] as string).bind(userId)));
  return Object.fromEntries(names.map((n, i) => [n, results[i]?.results ?? []]));
}

/** What another user has of their own, to mix with the owner's ids in one call. */
export interface OwnThings {
  addressId: number;
  cartId: number;
  lineId: number;
}

export async function ownThings(user: TestUser): Promise<OwnThings> {
  const address = await expectOk(
    "own address",
    await call(
      "dashboard/user/addresses",
      send("POST", { title: "Mine", address: { address: "9 Strand" }, location: HOME }, user.auth),
    ),
  );
  const cart = await fillCart(user);
  const line = await env.DB.prepare(
    "SELECT d.id FROM cart_details d JOIN user_carts u ON u.id = d.user_cart_id WHERE u.cart_id = ?1 LIMIT 1",
  )
    .bind(cart.cartId)
    .first<{ id: number }>();
  return { addressId: address.data.id as number, cartId: cart.cartId, lineId: line?.id ?? 0 };
}
