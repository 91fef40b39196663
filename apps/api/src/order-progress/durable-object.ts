import { DurableObject } from "cloudflare:workers";
import type { ApiBindings } from "../env";
import { devToolsAllowed } from "../http/dev-tools";
import { advanceOrder } from "./advance";
import { slotLead, stepDelays } from "./steps";
import { type OrderStatusEvent, readOrderStatus, statusEvent, TERMINAL } from "./watch";

/**
 * One simulator per order: an alarm wakes it when the order is due to move on, it applies one
 * step (see steps.ts) and sets the next alarm. Keeps only the order id in its storage.
 *
 * It is also where the order's page listens: `fetch` answers a server-sent event stream that
 * starts with the order's status and gets every later move (the simulator's, or a cancel the
 * API reports through `statusChanged`), and ends after delivered or canceled. Who may listen is
 * decided by the API route in front of it (watch.ts).
 */
export class OrderProgress extends DurableObject<ApiBindings> {
  private readonly watchers = new Set<WritableStreamDefaultWriter<Uint8Array>>();

  async start(orderId: number): Promise<void> {
    if (!devToolsAllowed(this.env)) return;
    await this.ctx.storage.put("orderId", orderId);
    await this.schedule(await advanceOrder(this.env.DB, orderId, Date.now(), stepDelays(this.env), slotLead(this.env)));
  }

  override async alarm(): Promise<void> {
    const orderId = await this.ctx.storage.get<number>("orderId");
    if (orderId === undefined) return;
    // An alarm left from before a deploy to production moves nothing there.
    if (!devToolsAllowed(this.env)) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.schedule(await advanceOrder(this.env.DB, orderId, Date.now(), stepDelays(this.env), slotLead(this.env)));
    await this.broadcast(orderId);
  }

  /** Told by the API after a change it made itself (the customer's cancel). */
  async statusChanged(orderId: number): Promise<void> {
    await this.broadcast(orderId);
  }

  override async fetch(request: Request): Promise<Response> {
    const orderId = Number(new URL(request.url).searchParams.get("order"));
    const current = Number.isSafeInteger(orderId) ? await readOrderStatus(this.env.DB, orderId) : null;
    if (!current) return new Response("Order not found", { status: 404 });
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    // The first event is the status now, so a page that rendered a moment ago catches up.
    void writer.write(statusEvent(current, true)).catch(() => this.watchers.delete(writer));
    if (TERMINAL.has(current.status)) {
      void writer.close().catch(() => undefined);
    } else {
      this.watchers.add(writer);
      request.signal.addEventListener("abort", () => {
        this.watchers.delete(writer);
        void writer.abort().catch(() => undefined);
      });
    }
    return new Response(readable, {
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
    });
  }

  private async broadcast(orderId: number): Promise<void> {
    if (this.watchers.size === 0) return;
    const current: OrderStatusEvent | null = await readOrderStatus(this.env.DB, orderId);
    if (!current) return;
    const event = statusEvent(current, false);
    const done = TERMINAL.has(current.status);
    await Promise.all(
      [...this.watchers].map(async (writer) => {
        try {
          await writer.write(event);
          if (done) await writer.close();
        } catch {
          // The page went away.
        }
        if (done) this.watchers.delete(writer);
      }),
    );
  }

  private async schedule(at: number | null): Promise<void> {
    if (at === null) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.ctx.storage.setAlarm(Math.max(at, Date.now() + 1000));
  }
}
