import { batch, statement } from "../db/statements";
import { abortedAsUnchanged, abortUnlessChanged } from "../services/batch-mark";
import { notificationStatement } from "../services/notify";
import {
  type ProgressOrder,
  type ProgressStatus,
  planStep,
  SLOT_LEAD_MS,
  STEP_DELAY_MS,
  type StepDelays,
  slotInstant,
  statusTitle,
} from "./steps";

interface OrderState {
  id: number;
  user_id: number;
  status: ProgressStatus;
  delivery_type: "delivery" | "pickup";
  status_changed_at: string;
  delivery_date: string;
  delivery_time: string;
  time_zone: string | null;
}

/**
 * Applies the plan for one order. The status moves only if it is still what was read (a
 * customer's cancel in between wins); the status_changed notification is in the same batch,
 * which is rolled back when the move did not happen. Returns when to look again (ms), or null.
 */
export async function advanceOrder(
  d1: D1Database,
  orderId: number,
  now = Date.now(),
  delays: StepDelays = STEP_DELAY_MS,
  lead = SLOT_LEAD_MS,
): Promise<number | null> {
  const order = await statement<OrderState>(
    d1,
    `SELECT o.id, o.user_id, o.status, o.delivery_type, o.status_changed_at, o.delivery_date, o.delivery_time,
       s.time_zone FROM orders o LEFT JOIN shops s ON s.id = o.shop_id WHERE o.id = ?1`,
    orderId,
  ).first();
  if (!order) return null;
  const state: ProgressOrder = {
    status: order.status,
    delivery_type: order.delivery_type,
    changedAt: Date.parse(order.status_changed_at),
    slotAt: slotInstant(order.delivery_date, order.delivery_time, order.time_zone ?? "Europe/London"),
  };
  const plan = planStep(state, now, delays, lead);
  if (plan.kind === "done") return null;
  if (plan.kind === "wait") return plan.until;
  const at = new Date(now);
  try {
    await batch(d1, [
      statement(
        d1,
        "UPDATE orders SET status = ?1, status_changed_at = ?2, updated_at = ?2 WHERE id = ?3 AND status = ?4",
        plan.to,
        at.toISOString(),
        order.id,
        order.status,
      ),
      abortUnlessChanged(d1),
      notificationStatement(
        d1,
        {
          userId: order.user_id,
          type: "status_changed",
          title: statusTitle(plan.to),
          body: `Order #${order.id}: ${statusTitle(plan.to)}`,
          data: { id: order.id, type: "order", status: plan.to },
          orderId: order.id,
        },
        at,
      ),
    ]);
  } catch (error) {
    if (abortedAsUnchanged(error)) return now; // changed under us: look again at once
    throw error;
  }
  return plan.nextCheck;
}
