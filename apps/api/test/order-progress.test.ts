import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { advanceOrder } from "../src/order-progress/advance";
import { startOrderProgress } from "../src/order-progress/start";
import { planStep, SLOT_LEAD_MS, STEP_DELAY_MS, slotInstant, slotLead } from "../src/order-progress/steps";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { fillCart, orderBody, slotNow } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

describe("order progress: the stepping rule", () => {
  const at = 1_000_000;
  it("waits, then moves a delivery order through every status to delivered", () => {
    expect(planStep({ status: "new", delivery_type: "delivery", changedAt: at }, at + 1)).toEqual({
      kind: "wait",
      until: at + STEP_DELAY_MS.new,
    });
    const path: string[] = [];
    let order = {
      status: "new" as const as Parameters<typeof planStep>[0]["status"],
      delivery_type: "delivery" as const,
      changedAt: at,
    };
    let now = at;
    for (;;) {
      const plan = planStep(order, now);
      if (plan.kind === "done") break;
      if (plan.kind === "wait") {
        now = plan.until;
        continue;
      }
      path.push(plan.to);
      order = { ...order, status: plan.to, changedAt: now };
    }
    expect(path).toEqual(["accepted", "cooking", "ready", "on_a_way", "delivered"]);
  });

  it("skips on_a_way for pickup and leaves canceled orders alone", () => {
    expect(planStep({ status: "ready", delivery_type: "pickup", changedAt: 0 }, STEP_DELAY_MS.ready)).toEqual({
      kind: "advance",
      to: "delivered",
      nextCheck: null,
    });
    expect(planStep({ status: "canceled", delivery_type: "delivery", changedAt: 0 }, 10 ** 12)).toEqual({
      kind: "done",
    });
  });
});

describe("order progress against D1", () => {
  it("advances a due order with its status_changed notification, and never a canceled one", async () => {
    const user = await createUser();
    const { cartId } = await fillCart(user);
    const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId), user.auth));
    const id = (placed.body as { data: { id: number } }).data.id;
    await slotNow(id);
    const later = Date.now() + STEP_DELAY_MS.new + 1;
    const next = await advanceOrder(env.DB, id, later);
    expect(next).toBe(later + STEP_DELAY_MS.accepted);
    const row = await env.DB.prepare("SELECT status FROM orders WHERE id = ?1").bind(id).first<{ status: string }>();
    expect(row?.status).toBe("accepted");
    expect(await countRows("notifications", "order_id = ?1 AND type = 'status_changed'", id)).toBe(1);
    // Not yet due: nothing moves.
    expect(await advanceOrder(env.DB, id, later + 1)).toBe(later + STEP_DELAY_MS.accepted);

    const second = await fillCart(user);
    const other = await call("dashboard/user/orders", send("POST", orderBody(second.cartId), user.auth));
    const otherId = (other.body as { data: { id: number } }).data.id;
    await call(`dashboard/user/orders/${otherId}/status/change?status=canceled`, send("POST", undefined, user.auth));
    expect(await advanceOrder(env.DB, otherId, Date.now() + 10 ** 9)).toBeNull();
    expect(await countRows("notifications", "order_id = ?1 AND type = 'status_changed'", otherId)).toBe(1);
  });

  it("never starts in production, nor without DEV_TOOLS, whatever the order_simulator setting says", async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('order_simulator', '1')").run();
    const bound = { ...env, ORDER_PROGRESS: env.TEST_ORDER_PROGRESS };
    expect(await startOrderProgress({ ...bound, ENVIRONMENT: "production" }, 1)).toBe(false);
    expect(await startOrderProgress({ ...bound, ENVIRONMENT: undefined }, 1)).toBe(false);
    expect(await startOrderProgress({ ...bound, DEV_TOOLS: undefined }, 1)).toBe(false);
    // where the development tools run, it does
    expect(await startOrderProgress(bound, 1)).toBe(true);
  });

  it("does nothing without the Durable Object binding", async () => {
    expect(await startOrderProgress(env, 1)).toBe(false);
  });
});

describe("a scheduled order and the simulator", () => {
  it("an order placed on Friday for Saturday 07:00 does not move on Friday, and is taken up an hour before its slot", () => {
    const placed = Date.parse("2026-11-27T10:00:00Z");
    const slotAt = slotInstant("2026-11-28", "07:00", "Europe/London");
    expect(slotAt).toBe(Date.parse("2026-11-28T07:00:00Z"));
    const order = { status: "new" as const, delivery_type: "delivery" as const, changedAt: placed, slotAt };
    // a minute later, and all Friday evening: still waiting for Saturday 06:00
    for (const at of [placed + STEP_DELAY_MS.new + 1, Date.parse("2026-11-27T23:59:00Z")]) {
      expect(planStep(order, at)).toEqual({ kind: "wait", until: Date.parse("2026-11-28T06:00:00Z") });
    }
    expect(planStep(order, Date.parse("2026-11-28T06:00:00Z"))).toMatchObject({ kind: "advance", to: "accepted" });
  });

  it("takes the journeys' longer lead only outside production, and an order within that lead moves", () => {
    const lead = 48 * 3_600_000;
    expect(slotLead({ ORDER_PROGRESS_SLOT_LEAD_MS: String(lead) })).toBe(lead);
    expect(slotLead({ ORDER_PROGRESS_SLOT_LEAD_MS: String(lead), ENVIRONMENT: "production" })).toBe(SLOT_LEAD_MS);
    expect(slotLead({ ORDER_PROGRESS_SLOT_LEAD_MS: "soon" })).toBe(SLOT_LEAD_MS);
    const placed = Date.parse("2026-11-27T10:00:00Z");
    const slotAt = slotInstant("2026-11-28", "12:30", "Europe/London");
    const order = { status: "new" as const, delivery_type: "delivery" as const, changedAt: placed, slotAt };
    expect(planStep(order, placed + STEP_DELAY_MS.new, STEP_DELAY_MS, lead)).toMatchObject({ kind: "advance" });
    expect(planStep(order, placed + STEP_DELAY_MS.new)).toMatchObject({ kind: "wait" });
  });

  it("reads a slot in the shop's own zone: 07:00 in Paris in summer is 05:00 UTC", () => {
    expect(slotInstant("2026-07-04", "07:00 - 07:30", "Europe/Paris")).toBe(Date.parse("2026-07-04T05:00:00Z"));
    expect(slotInstant("2026-07-04", "soon", "Europe/Paris")).toBeNull();
  });
});
