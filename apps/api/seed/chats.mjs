#!/usr/bin/env node
// The demo's chat: chats live in their ChatFeed Durable Objects, not in D1, so they are seeded
// through the running Worker's API once it answers. The demo customer asks support a question and
// the manager Rana answers; a chat that already holds messages is left as it is, so running this
// again changes nothing. Usage: node apps/api/seed/chats.mjs [BASE_URL] (default http://127.0.0.1:8787)
import { DEMO_PASSWORD } from "./data/users.mjs";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const api = (path) => `${base}/api/v1${path}`;

export const DEMO_CHAT = [
  ["customer", "Hello! Can I change the address of an order after I have placed it?"],
  ["staff", "Hi Demo, yes: until the shop accepts it. Tell me the order number and the new address."],
  ["customer", "Thank you, I will write it here if I need to."],
];

async function call(path, { token, body } = {}) {
  const response = await fetch(api(path), {
    method: body ? "POST" : "GET",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function signIn(email) {
  return (await call("/auth/login", { body: { email, password: DEMO_PASSWORD } })).access_token;
}

/** Waits for the Worker to answer (it is started just before this runs). */
async function ready() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(api("/rest/settings"))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${base} did not answer`);
}

await ready();
const tokens = { customer: await signIn("demo@tiffin.test"), staff: await signIn("rana@tiffin.test") };
const chat = await call("/dashboard/chats", { token: tokens.customer, body: { type: "support" } });
const held = await call(`/dashboard/chats/${encodeURIComponent(chat.id)}/messages`, { token: tokens.customer });
if (held.length === 0) {
  for (const [side, message] of DEMO_CHAT) {
    await call(`/dashboard/chats/${encodeURIComponent(chat.id)}/messages`, { token: tokens[side], body: { message } });
  }
  console.log(`Seeded the demo chat ${chat.id} with ${DEMO_CHAT.length} messages`);
} else {
  console.log(`The demo chat ${chat.id} already holds ${held.length} messages`);
}
