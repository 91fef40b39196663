import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STEP_DELAY_MS, stepDelays } from "../src/order-progress/steps";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { placeOrder, slotNow } from "./helpers/orders";
import { createUser } from "./helpers/users";

const namespace = env.TEST_ORDER_PROGRESS;
const bound = { ORDER_PROGRESS: namespace };

const watch = (orderId: number, headers: Record<string, string>) =>
  callWith(bound, `dashboard/user/orders/${orderId}/live`, { headers });

/** Reads server-sent `status` events off a stream, one at a time. */
function eventsOf(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<{ status: string; id: number } | "end"> {
      for (;;) {
        const split = buffer.indexOf("\n\n");
        if (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          expect(block).toContain("event: status");
          return JSON.parse(data?.slice(6) ?? "null");
        }
        const { value, done } = await reader.read();
        if (done) return "end";
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

async function makeDue(orderId: number): Promise<void> {
  await slotNow(orderId);
  await env.DB.prepare("UPDATE orders SET status_changed_at = ?1 WHERE id = ?2")
    .bind(new Date(Date.now() - 60 * 60_000).toISOString(), orderId)
    .run();
}

describe("GET /dashboard/user/orders/{id}/live", () => {
  it("streams the owner's order: its status first, then every simulator step, and ends at delivered", async () => {
    const user = await createUser();
    const orderId = await placeOrder(user, { bindings: bound });
    const response = await watch(orderId, user.auth);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const events = eventsOf(response);
    expect(await events.next()).toMatchObject({ id: orderId, status: "new" });
    const stub = namespace.get(namespace.idFromName(`order-${orderId}`));
    for (const status of ["accepted", "cooking", "ready", "on_a_way", "delivered"]) {
      await makeDue(orderId);
      expect(await runDurableObjectAlarm(stub)).toBe(true);
      expect(await events.next()).toMatchObject({ id: orderId, status });
    }
    expect(await events.next()).toBe("end");
  });

  it("tells a listening page about the customer's cancel, then ends", async () => {
    const user = await createUser();
    const orderId = await placeOrder(user, { bindings: bound });
    const events = eventsOf(await watch(orderId, user.auth));
    expect(await events.next()).toMatchObject({ status: "new" });
    const cancel = await callWith(
      bound,
      `dashboard/user/orders/${orderId}/status/change?status=canceled`,
      send("POST", undefined, user.auth),
    );
    expect(cancel.status).toBe(200);
    expect(await events.next()).toMatchObject({ status: "canceled" });
    expect(await events.next()).toBe("end");
  });

  it("another user gets 404 and a visitor or a forged token 401, with no stream", async () => {
    const owner = await createUser();
    const orderId = await placeOrder(owner, { bindings: bound });
    const stranger = await createUser();
    const theirs = await watch(orderId, stranger.auth);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("content-type")).toContain("application/json");
    expect((await watch(orderId, {})).status).toBe(401);
    expect((await watch(orderId, { Authorization: `Bearer ${owner.token}x` })).status).toBe(401);
  });

  it("answers 503 without the simulator binding, so the page polls instead", async () => {
    const user = await createUser();
    const orderId = await placeOrder(user, { bindings: bound });
    const res = await callWith({ ORDER_PROGRESS: undefined }, `dashboard/user/orders/${orderId}/live`, {
      headers: user.auth,
    });
    expect(res.status).toBe(503);
  });
});

describe("ORDER_PROGRESS_STEP_MS", () => {
  it("makes every step that long outside production (a new order's wait by ORDER_PROGRESS_NEW_MS), and is ignored in production or when not a whole number", () => {
    expect(stepDelays({ ORDER_PROGRESS_STEP_MS: "1500" })).toEqual({
      new: 1500,
      accepted: 1500,
      cooking: 1500,
      ready: 1500,
      on_a_way: 1500,
    });
    expect(stepDelays({ ORDER_PROGRESS_STEP_MS: "1500", ENVIRONMENT: "production" })).toBe(STEP_DELAY_MS);
    expect(stepDelays({})).toBe(STEP_DELAY_MS);
    for (const bad of ["0", "-5", "1.5", "fast", ""])
      expect(stepDelays({ ORDER_PROGRESS_STEP_MS: bad })).toBe(STEP_DELAY_MS);
    expect(stepDelays({ ORDER_PROGRESS_STEP_MS: "1500", ORDER_PROGRESS_NEW_MS: "20000" })).toEqual({
      new: 20000,
      accepted: 1500,
      cooking: 1500,
      ready: 1500,
      on_a_way: 1500,
    });
    // The wait of a new order alone changes nothing: the steps stay production's.
    expect(stepDelays({ ORDER_PROGRESS_NEW_MS: "20000" })).toBe(STEP_DELAY_MS);
  });
});
