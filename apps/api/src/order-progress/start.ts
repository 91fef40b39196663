import type { ApiBindings } from "../env";
import { devToolsAllowed } from "../http/dev-tools";
import { flagOn, readSettings } from "../services/setting-flags";

/**
 * Hands a new order to its simulator, a development tool (docs/decisions/032): only where the
 * development tools run (DEV_TOOLS=1 in a development or test environment), never in production
 * whatever the settings say; there the shop's staff move orders (apps/api/docs/seller.md).
 * Without the ORDER_PROGRESS binding, or with the setting order_simulator = "0", orders simply
 * stay where the API leaves them. A caller that already
 * read the setting passes it as `settings` (its value, or undefined when unset) to spare a read.
 */
export async function startOrderProgress(
  env: ApiBindings,
  orderId: number,
  settings?: { order_simulator: string | undefined },
): Promise<boolean> {
  const namespace = env.ORDER_PROGRESS;
  if (!namespace || !devToolsAllowed(env)) return false;
  const { order_simulator } = settings ?? (await readSettings(env.DB, ["order_simulator"]));
  if (!flagOn(order_simulator)) return false;
  try {
    await namespace.get(namespace.idFromName(`order-${orderId}`)).start(orderId);
    return true;
  } catch (error) {
    // The order stands without its simulator.
    console.error("order simulator did not start", error);
    return false;
  }
}
