// Runs the cart machine in plain Node, with no framework and no network:
//   pnpm --filter @tiffin/core build && node examples/cart.mjs
import { pathToFileURL } from "node:url";
import { createActor, fromPromise } from "xstate";
import { calculateCart, cartMachine, cartTotals, fromMinor, lineKey } from "../dist/index.js";

const margherita = { stockId: 11, shopId: 1, quantity: 1, price: 900, tax: 90, discount: 0, addons: [] };
const sushi = { stockId: 21, shopId: 2, quantity: 1, price: 1500, tax: 0, discount: 0, addons: [] };

export async function runCartExample() {
  const visitorCart = { saved: null };
  let serverCart = { shopId: null, lines: [] };
  const log = [];

  const machine = cartMachine.provide({
    actions: {
      saveLocalCart: (_, { cart }) => {
        visitorCart.saved = cart;
      },
      clearLocalCart: () => {
        visitorCart.saved = null;
      },
    },
    actors: {
      // A stand-in for the API: it keeps whatever it is sent.
      pushLocalCart: fromPromise(async ({ input }) => {
        serverCart = input.cart;
        return serverCart;
      }),
      saveServerCart: fromPromise(async ({ input }) => {
        serverCart = input.next;
        return serverCart;
      }),
    },
  });

  const cart = createActor(machine, { input: {} }).start();
  cart.send({ type: "cart.add", line: margherita });
  cart.send({ type: "cart.add", line: margherita });
  log.push(`visitor cart: ${cartTotals(cart.getSnapshot().context.cart).quantity} items`);

  cart.send({ type: "cart.add", line: sushi });
  log.push(`another shop: ${cart.getSnapshot().context.error}`);
  cart.send({ type: "cart.dismiss" });

  cart.send({ type: "session.signIn" });
  await new Promise((resolve) => setTimeout(resolve, 0));
  log.push(
    `signed in: ${String(cart.getSnapshot().value.server ?? cart.getSnapshot().value)} with ${serverCart.lines.length} line(s) on the server`,
  );

  cart.send({ type: "cart.decrease", key: lineKey(margherita) });
  await new Promise((resolve) => setTimeout(resolve, 0));

  const { lines } = cart.getSnapshot().context.cart;
  const totals = calculateCart({
    lines: lines.map((l) => ({
      price: fromMinor(l.price),
      tax: fromMinor(l.tax),
      discount: fromMinor(l.discount),
      quantity: l.quantity,
    })),
    shop: { price: 2, price_per_km: 0.5, tax: 10 },
    type: "delivery",
    km: 3,
    serviceFee: 1,
  });
  log.push(`total to pay: ${totals.total_price.toFixed(2)}`);
  cart.stop();
  return { log, totals, visitorCart: visitorCart.saved };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { log } = await runCartExample();
  for (const line of log) console.log(line);
}
