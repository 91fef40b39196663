import type { ApiBindings } from "./env";
import { cleanOrigin } from "./http/client-address";
import { type ApiDevTools, devToolsAllowed } from "./http/dev-tools";
import { retryDueRefunds } from "./services/refunds";

/**
 * The API's work on the Worker's cron trigger (wrangler.toml [triggers]): the provider refunds
 * that are due are sent again (docs/decisions/034). A refund needs no visitor origin; the
 * configured one is used where there is one.
 */
export async function runScheduled(
  env: ApiBindings,
  options: { devTools?: ApiDevTools | null; now?: Date } = {},
): Promise<{ refundsSent: number }> {
  const devTools = options.devTools && devToolsAllowed(env) ? options.devTools : null;
  const origin = cleanOrigin(env.PUBLIC_ORIGIN) ?? "https://localhost";
  const refundsSent = await retryDueRefunds(env, origin, devTools, options.now);
  return { refundsSent };
}
