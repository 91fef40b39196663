// Demo accounts: the demo customer (demo@tiffin.test / "tiffin-demo"), a second customer, a
// staff member (rana@tiffin.test, a manager of two shops), an admin (admin@tiffin.test, who
// runs every shop; both see the admin panel link) and a few
// reviewers, with wallets, addresses and notifications. Passwords are hashed here with the
// API's PBKDF2 parameters; salts derive from the user id so every seed run is identical.
import { createHash, pbkdf2Sync } from "node:crypto";
import { insertRows } from "../sql.mjs";

export const PASSWORD_ITERATIONS = 100_000;
export const DEMO_PASSWORD = "tiffin-demo";

/** The stored form the API verifies: pbkdf2-sha256$iterations$salt$hash (base64). */
export function hashPassword(password, saltSeed) {
  const salt = createHash("sha256").update(`tiffin-seed-salt:${saltSeed}`).digest().subarray(0, 16);
  const hash = pbkdf2Sync(password, salt, PASSWORD_ITERATIONS, 32, "sha256");
  return `pbkdf2-sha256$${PASSWORD_ITERATIONS}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

const uuid = (id) => `0e5e0000-0000-4000-8000-${id.toString(16).padStart(12, "0")}`;

export const people = [
  {
    id: 1,
    firstname: "Dana",
    lastname: "Demo",
    email: "demo@tiffin.test",
    phone: "+447700900001",
    referral: "DEMO2026",
    // Enough for the checkout journey's wallet-paid order at both viewports, and the wallet journeys.
    wallet: 20000,
  },
  {
    id: 2,
    firstname: "Sam",
    lastname: "Second",
    email: "sam@tiffin.test",
    phone: "+447700900002",
    referral: "SAM2026",
    wallet: 2000,
  },
  {
    id: 3,
    firstname: "Aisha",
    lastname: "Khan",
    email: "aisha@tiffin.test",
    phone: null,
    referral: "AISHA2026",
    wallet: 0,
  },
  {
    id: 4,
    firstname: "Louis",
    lastname: "Martin",
    email: "louis@tiffin.test",
    phone: null,
    referral: "LOUIS2026",
    wallet: 0,
  },
  {
    id: 5,
    firstname: "Omar",
    lastname: "Haddad",
    email: "omar@tiffin.test",
    phone: null,
    referral: "OMAR2026",
    wallet: 0,
  },
  {
    id: 6,
    firstname: "Rana",
    lastname: "Staff",
    email: "rana@tiffin.test",
    phone: null,
    referral: "RANA2026",
    wallet: 0,
    role: "manager",
    canSignIn: true,
    // docs/decisions/032: she runs Pizza Palace (shop 1) and Fresh Market (shop 14, a grocery)
    shops: [1, 14],
  },
  {
    id: 7,
    firstname: "Adam",
    lastname: "Admin",
    email: "admin@tiffin.test",
    phone: null,
    referral: "ADMIN2026",
    wallet: 0,
    // an admin runs every shop without a shop_staff row
    role: "admin",
    canSignIn: true,
  },
];

export function buildUsers() {
  const created = "2026-01-15T09:00:00.000Z";
  const users = people.map((p) => ({
    id: p.id,
    uuid: uuid(p.id),
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    phone: p.phone,
    password_hash: p.id <= 2 || p.canSignIn ? hashPassword(DEMO_PASSWORD, p.id) : null,
    birthday: p.id === 1 ? "1992-04-18" : null,
    gender: p.id === 1 ? "female" : p.id === 2 ? "male" : null,
    img: `/storage/images/users/${p.firstname.toLowerCase()}.svg`,
    role: p.role ?? "user",
    my_referral: p.referral,
    referral: null,
    currency_id: 1,
    firebase_token: null,
    email_verified_at: created,
    phone_verified_at: p.phone ? created : null,
    active: 1,
    created_at: created,
    deleted_at: null,
  }));
  const wallets = people.map((p) => ({
    id: p.id,
    uuid: `3a11e700-0000-4000-8000-${p.id.toString(16).padStart(12, "0")}`,
    user_id: p.id,
    price: p.wallet,
    currency_id: 1,
    created_at: created,
  }));
  const addresses = [
    {
      id: 1,
      user_id: 1,
      title: "Home",
      address: "10 Downing St, London",
      latitude: 51.50336,
      longitude: -0.12768,
      active: 1,
      office: null,
      house: "10",
      floor: "2",
    },
    {
      id: 2,
      user_id: 1,
      title: "Work",
      address: "1 Strand, London",
      latitude: 51.50761,
      longitude: -0.12734,
      active: 0,
      office: "Tiffin HQ",
      house: "1",
      floor: "5",
    },
    {
      id: 3,
      user_id: 2,
      title: "Home",
      address: "221B Baker St, London",
      latitude: 51.52377,
      longitude: -0.15848,
      active: 1,
      office: null,
      house: "221B",
      floor: "1",
    },
  ].map((a) => ({ ...a, created_at: created }));
  const staff = people.flatMap((p) =>
    (p.shops ?? []).map((shopId) => ({ shop_id: shopId, user_id: p.id, role: "manager", created_at: created })),
  );
  return [
    ...insertRows("users", users),
    ...insertRows("wallets", wallets),
    ...insertRows("user_addresses", addresses),
    ...insertRows("shop_staff", staff),
  ];
}

/** Notifications of the demo users; news_publish ones point at seeded news (blogs 101+). */
export function buildNotifications() {
  const rows = [];
  let id = 0;
  for (const userId of [1, 2]) {
    const list = [
      {
        type: "news_publish",
        title: "Free delivery weekend",
        body: "No delivery fee on orders over $20 this weekend.",
        blog_id: 101,
      },
      {
        type: "news_publish",
        title: "New in town: Dim Sum Den",
        body: "Steamed dim sum and bao, now delivering.",
        blog_id: 102,
      },
      {
        type: "status_changed",
        title: "Order #1001 is on its way",
        body: "Your courier is heading to you.",
        data: { id: 1001, type: "order", status: "on_a_way" },
        order_id: 1001,
      },
      {
        type: "status_changed",
        title: "Order #1000 was delivered",
        body: "Enjoy your meal!",
        data: { id: 1000, type: "order", status: "delivered" },
        order_id: 1000,
      },
      {
        type: "new_user_by_referral",
        title: "A friend joined",
        body: "Someone joined Tiffin with your referral code.",
        data: { id: 3, type: "user" },
      },
      {
        type: "transaction",
        title: "Wallet topped up",
        body: "Your wallet was topped up.",
        data: { id: 1, type: "wallet" },
      },
    ];
    list.forEach((n, i) => {
      id += 1;
      rows.push({
        id,
        user_id: userId,
        type: n.type,
        title: n.title,
        body: n.body,
        data: JSON.stringify(n.data ?? { id: n.blog_id ?? 0, type: n.blog_id ? "blog" : n.type }),
        order_id: null,
        parcel_id: null,
        blog_id: n.blog_id ?? null,
        client_id: null,
        read_at: i >= 4 ? "2026-02-01T10:00:00.000Z" : null,
        created_at: new Date(Date.UTC(2026, 1, 1, 9 + i)).toISOString(),
      });
    });
  }
  return insertRows("notifications", rows);
}
