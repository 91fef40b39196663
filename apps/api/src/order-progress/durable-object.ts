import { DurableObject } from "cloudflare:workers";
import type { ApiBindings } from "../env";
import { advanceOrder } from "./advance";

/**
 * One simulator per order: an alarm wakes it when the order is due to move on, it applies one
 * step (see steps.ts) and sets the next alarm. Keeps only the order id in its storage.
 */
export class OrderProgress extends DurableObject<ApiBindings> {
  async start(orderId: number): Promise<void> {
    await this.ctx.storage.put("orderId", orderId);
    await this.schedule(await advanceOrder(this.env.DB, orderId));
  }

  override async alarm(): Promise<void> {
    const orderId = await this.ctx.storage.get<number>("orderId");
    if (orderId === undefined) return;
    await this.schedule(await advanceOrder(this.env.DB, orderId));
  }

  private async schedule(at: number | null): Promise<void> {
    if (at === null) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.ctx.storage.setAlarm(Math.max(at, Date.now() + 1000));
  }
}
