import { clockIn, nextOrderStatus } from "@tiffin/core";

export type ProgressStatus = "new" | "accepted" | "cooking" | "ready" | "on_a_way" | "delivered" | "canceled";

/** How long an order stays in a status before the simulated shop or driver moves it on. */
export const STEP_DELAY_MS: Record<"new" | "accepted" | "cooking" | "ready" | "on_a_way", number> = {
  new: 60_000,
  accepted: 2 * 60_000,
  cooking: 10 * 60_000,
  ready: 3 * 60_000,
  on_a_way: 15 * 60_000,
};

export type StepDelays = typeof STEP_DELAY_MS;

const wholeMs = (raw: string | undefined) => (raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null);

/**
 * The delays the simulator runs on, for the storefront's journeys: ORDER_PROGRESS_STEP_MS (a
 * positive whole number of ms) makes every step that long, and ORDER_PROGRESS_NEW_MS, when set
 * too, how long a new order waits for the shop (the only time a customer may cancel). Production
 * ignores both and always runs on STEP_DELAY_MS.
 */
export function stepDelays(env: {
  ORDER_PROGRESS_STEP_MS?: string;
  ORDER_PROGRESS_NEW_MS?: string;
  ENVIRONMENT?: string;
}): StepDelays {
  const step = wholeMs(env.ORDER_PROGRESS_STEP_MS);
  if (step === null || env.ENVIRONMENT === "production") return STEP_DELAY_MS;
  const first = wholeMs(env.ORDER_PROGRESS_NEW_MS) ?? step;
  return { new: first, accepted: step, cooking: step, ready: step, on_a_way: step };
}

export interface ProgressOrder {
  status: ProgressStatus;
  delivery_type: "delivery" | "pickup";
  /** When the order entered its current status (ms since epoch). */
  changedAt: number;
  /** When the customer wants it (its slot's start, ms since epoch), when known. */
  slotAt?: number | null;
}

/** How long before its slot a new order is taken up: one for a later slot waits until then. */
export const SLOT_LEAD_MS = 60 * 60_000;

/**
 * The lead the simulator runs on: SLOT_LEAD_MS, or, for the storefront's journeys (which order
 * for tomorrow and watch the order move), ORDER_PROGRESS_SLOT_LEAD_MS. Production ignores it.
 */
export function slotLead(env: { ORDER_PROGRESS_SLOT_LEAD_MS?: string; ENVIRONMENT?: string }): number {
  const lead = wholeMs(env.ORDER_PROGRESS_SLOT_LEAD_MS);
  return lead === null || env.ENVIRONMENT === "production" ? SLOT_LEAD_MS : lead;
}

/**
 * The instant a slot starts: `date` "YYYY-MM-DD" and the first "HH:mm" of `time`, wall-clock
 * time in the shop's zone. Null when either cannot be read.
 */
export function slotInstant(date: string, time: string, timeZone: string): number | null {
  const hm = time.match(/([01]\d|2[0-3]):([0-5]\d)/);
  if (!hm || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const asUtc = Date.parse(`${date}T${hm[1]}:${hm[2]}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment: what its clock shows when UTC shows the slot's time.
  const shown = clockIn(new Date(asUtc), timeZone);
  const offset = Date.parse(`${shown.date}T${shown.time}:00Z`) - asUtc;
  return asUtc - offset;
}

export type ProgressPlan =
  | { kind: "done" }
  | { kind: "wait"; until: number }
  | { kind: "advance"; to: ProgressStatus; nextCheck: number | null };

/**
 * The simulator's one rule, with no I/O: what to do with an order at time `now`. A pickup order
 * skips on_a_way (the customer collects it when ready). Canceled and delivered orders are done.
 */
export function planStep(order: ProgressOrder, now: number, delays = STEP_DELAY_MS, lead = SLOT_LEAD_MS): ProgressPlan {
  if (order.status === "canceled" || order.status === "delivered") return { kind: "done" };
  let due = order.changedAt + delays[order.status];
  // A scheduled order is not taken up before its slot is near (issue 37: Saturday's breakfast
  // ordered on Friday must not arrive on Friday).
  if (order.status === "new" && order.slotAt) due = Math.max(due, order.slotAt - lead);
  if (now < due) return { kind: "wait", until: due };
  let to = nextOrderStatus(order.status) as ProgressStatus | null;
  if (to === "on_a_way" && order.delivery_type === "pickup") to = "delivered";
  if (!to) return { kind: "done" };
  const nextCheck = to === "delivered" || to === "canceled" ? null : now + delays[to as keyof typeof delays];
  return { kind: "advance", to, nextCheck };
}

const TITLES: Record<ProgressStatus, string> = {
  new: "Order placed",
  accepted: "Order accepted",
  cooking: "Your order is being prepared",
  ready: "Your order is ready",
  on_a_way: "Your order is on its way",
  delivered: "Order delivered",
  canceled: "Order canceled",
};

export function statusTitle(status: ProgressStatus): string {
  return TITLES[status];
}
