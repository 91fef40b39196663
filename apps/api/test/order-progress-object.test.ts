import { env, listDurableObjectIds, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OrderProgress } from "../src/order-progress/durable-object";
import { type ProgressStatus, SLOT_LEAD_MS, STEP_DELAY_MS, slotInstant } from "../src/order-progress/steps";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { dayFromNow, placeOrder, slotNow } from "./helpers/orders";
import { createUser } from "./helpers/users";

// The real OrderProgress class in workerd: the order route starts it, its alarms are run on
// demand, and D1 and the object's storage are read after every step.

const namespace = env.TEST_ORDER_PROGRESS;
/** Orders go through the route with the simulator bound, as the storefront Worker has it. */
const simulated = { bindings: { ORDER_PROGRESS: namespace } };

/** The object the API names for this order (start.ts). */
function simulatorOf(orderId: number): DurableObjectStub<OrderProgress> {
  return namespace.get(namespace.idFromName(`order-${orderId}`));
}

async function orderRow(orderId: number) {
  const row = await env.DB.prepare("SELECT status, status_changed_at FROM orders WHERE id = ?1")
    .bind(orderId)
    .first<{ status: string; status_changed_at: string }>();
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/** The statuses announced by status_changed notifications for the order, oldest first. */
async function announced(orderId: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT json_extract(data, '$.status') AS status FROM notifications
     WHERE order_id = ?1 AND type = 'status_changed' ORDER BY id`,
  )
    .bind(orderId)
    .all<{ status: string }>();
  return results.map((row) => row.status);
}

/** Everything in the object's storage, and its alarm (ms since epoch, or null). */
function objectState(stub: DurableObjectStub<OrderProgress>) {
  return runInDurableObject(stub, async (_instance, state) => ({
    stored: Object.fromEntries(await state.storage.list()),
    alarm: await state.storage.getAlarm(),
  }));
}

/** Moves the order's entry into its current status back in time, so its next step is due now. */
async function makeDue(orderId: number, ago: number): Promise<void> {
  await slotNow(orderId);
  await env.DB.prepare("UPDATE orders SET status_changed_at = ?1 WHERE id = ?2")
    .bind(new Date(Date.now() - ago).toISOString(), orderId)
    .run();
}

/**
 * Runs one due alarm per expected status and checks D1 and the object after each: the order
 * moved exactly one status with its notification, and the object keeps the order id and wakes
 * when the new status is due, until the last status, after which it holds nothing.
 */
async function driveThrough(orderId: number, path: ProgressStatus[]): Promise<void> {
  const stub = simulatorOf(orderId);
  const before = await announced(orderId);
  let from = (await orderRow(orderId)).status as keyof typeof STEP_DELAY_MS;
  for (const [i, to] of path.entries()) {
    await makeDue(orderId, STEP_DELAY_MS[from] + 1000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const row = await orderRow(orderId);
    expect(row.status).toBe(to);
    expect(await announced(orderId)).toEqual([...before, ...path.slice(0, i + 1)]);
    const state = await objectState(stub);
    if (i < path.length - 1) {
      expect(state.stored).toEqual({ orderId });
      expect(state.alarm).toBe(Date.parse(row.status_changed_at) + STEP_DELAY_MS[to as keyof typeof STEP_DELAY_MS]);
      from = to as keyof typeof STEP_DELAY_MS;
    } else {
      expect(state).toEqual({ stored: {}, alarm: null });
    }
  }
  // Finished: nothing left to wake it, and the order stays where it ended.
  expect(await runDurableObjectAlarm(stub)).toBe(false);
  expect((await orderRow(orderId)).status).toBe(path.at(-1));
  expect(await announced(orderId)).toEqual([...before, ...path]);
}

describe("the OrderProgress Durable Object", () => {
  it("is started by the order route and keeps the order id, with an alarm for when the order is due", async () => {
    const user = await createUser();
    const id = await placeOrder(user, simulated);
    const stub = simulatorOf(id);
    const ids = await listDurableObjectIds(namespace);
    expect(ids.some((objectId) => objectId.equals(stub.id))).toBe(true);
    const row = await orderRow(id);
    expect(row.status).toBe("new");
    // The order is for tomorrow 12:30 (London): it is taken up an hour before its slot.
    const slot = slotInstant(dayFromNow(1), "12:30", "Europe/London") ?? 0;
    expect(await objectState(stub)).toEqual({
      stored: { orderId: id },
      alarm: Math.max(Date.parse(row.status_changed_at) + STEP_DELAY_MS.new, slot - SLOT_LEAD_MS),
    });
  });

  it("moves nothing on an early alarm and sets the same wake-up again", async () => {
    const user = await createUser();
    const id = await placeOrder(user, simulated);
    const stub = simulatorOf(id);
    await slotNow(id);
    const due = Date.parse((await orderRow(id)).status_changed_at) + STEP_DELAY_MS.new;
    const before = await announced(id);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await orderRow(id)).status).toBe("new");
    expect(await announced(id)).toEqual(before);
    expect(await objectState(stub)).toEqual({ stored: { orderId: id }, alarm: due });
  });

  it("moves a delivery order one status per due alarm to delivered, then stops", async () => {
    const user = await createUser();
    const id = await placeOrder(user, simulated);
    await driveThrough(id, ["accepted", "cooking", "ready", "on_a_way", "delivered"]);
  });

  it("moves a pickup order from ready straight to delivered", async () => {
    const user = await createUser();
    const id = await placeOrder(user, { ...simulated, extra: { delivery_type: "pickup" } });
    await driveThrough(id, ["accepted", "cooking", "ready", "delivered"]);
  });

  it("leaves a canceled order canceled and clears itself", async () => {
    const user = await createUser();
    const id = await placeOrder(user, simulated);
    const stub = simulatorOf(id);
    expect((await objectState(stub)).stored).toEqual({ orderId: id });
    const canceled = await call(
      `dashboard/user/orders/${id}/status/change?status=canceled`,
      send("POST", undefined, user.auth),
    );
    expect(canceled.status).toBe(200);
    const before = await announced(id);
    // Long past any step's delay: only the cancel keeps it where it is.
    await makeDue(id, 24 * 60 * 60_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await orderRow(id)).status).toBe("canceled");
    expect(await announced(id)).toEqual(before);
    expect(await objectState(stub)).toEqual({ stored: {}, alarm: null });
    expect(await runDurableObjectAlarm(stub)).toBe(false);
  });
});
