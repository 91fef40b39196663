import type { ApiBindings } from "../env";
import { type ApiDevTools, sandboxOff } from "../http/dev-tools";
import { badRequest } from "../http/errors";
import type { PaymentProvider } from "./port";
import { stripeProvider } from "./stripe";

/** Tags settled at once inside the API, never through a provider. */
export const IN_HOUSE_TAGS = ["cash", "wallet"] as const;

/**
 * The adapter for a provider tag, configured from the environment. Stripe needs its secret key
 * and webhook secret; a provider without configuration says so. The sandbox exists only among
 * the dev tools of a development build; anywhere else choosing it is refused.
 */
export function providerFor(
  tag: string,
  env: ApiBindings,
  origin: string,
  devTools: ApiDevTools | null = null,
): PaymentProvider {
  const devProvider = devTools?.paymentProviders[tag];
  if (devProvider) return devProvider(origin);
  if (tag === "sandbox") throw sandboxOff("payment_type");
  if (tag === "stripe") {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw badRequest("ERROR_400", "Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    }
    return stripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
    });
  }
  throw badRequest("ERROR_400", `The ${tag} payment provider is not available`);
}
