import type { Hono } from "hono";
import type { ApiBindings, ApiEnv } from "../env";
import type { PaymentProvider } from "../payments/port";
import { badRequest, notFound } from "./errors";

/**
 * What a development build adds to the API: the outbox and the sandbox payment provider. It
 * lives in `src/dev` and reaches the app only through `createApiApp({ devTools })`, so a
 * production Worker, which never passes it, does not even bundle it (docs/decisions/006).
 */
export interface ApiDevTools {
  routes: Hono<ApiEnv>;
  /** Payment providers by tag, tried before the production ones. */
  paymentProviders: Record<string, (origin: string) => PaymentProvider>;
  /** Where the outbox is read, for pages that point a developer at it. */
  outboxPath: string;
}

const DEV_ENVIRONMENTS = new Set(["development", "test"]);

/**
 * Dev tools answer only when asked for explicitly (`DEV_TOOLS = "1"`) in a development or test
 * environment. ENVIRONMENT unset means production, and production always wins over the flag.
 */
export function devToolsAllowed(env: Pick<ApiBindings, "ENVIRONMENT" | "DEV_TOOLS">): boolean {
  return env.DEV_TOOLS === "1" && DEV_ENVIRONMENTS.has(env.ENVIRONMENT ?? "");
}

/** A dev-only route answers 404, like any unknown path, unless dev tools are on for this request. */
export function assertDevTools(devTools: ApiDevTools | null | undefined): asserts devTools is ApiDevTools {
  if (!devTools) throw notFound();
}

/**
 * The built-in sandbox provider's method (tag `sandbox`): a test double, never offered or
 * accepted without dev tools. A real provider's `sandbox` column (its test mode) is the
 * operator's business and is left alone.
 */
export function isSandboxMethod(method: { tag: string }): boolean {
  return method.tag === "sandbox";
}

export const sandboxOff = (field = "payment_id") =>
  badRequest("ERROR_400", "The sandbox payment is only available in development", {
    [field]: ["The sandbox payment is only available in development."],
  });
