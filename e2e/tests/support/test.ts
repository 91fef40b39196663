// Every journey's `test`: Playwright's own, with API requests that survive the server closing an
// idle keep-alive connection. Spec files import `test`, `expect` and the types from here.
import { type APIRequestContext, test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * The local runtime closes a keep-alive connection after about 5 s without a request. An API call
 * a journey sends at that moment goes out on the closing connection and fails with ECONNRESET
 * before the server has read it. Playwright retries exactly that error, and only when asked
 * (`maxRetries`), so every API request context of a worker asks, unless a call says otherwise.
 */
const RESET_RETRIES = 2;
const VERBS = ["fetch", "get", "post", "put", "patch", "delete", "head"] as const;

type Send = (this: APIRequestContext, target: unknown, options?: Record<string, unknown>) => Promise<unknown>;

/** Gives every request context (the `request` fixture, `page.request`, new ones) the retries. */
function retryResets(any: APIRequestContext): void {
  const prototype = Object.getPrototypeOf(any) as Record<(typeof VERBS)[number], Send & { resets?: true }>;
  for (const verb of VERBS) {
    const original = prototype[verb];
    if (original.resets) continue;
    const retrying: Send & { resets?: true } = function (this: APIRequestContext, target, options) {
      return original.call(this, target, { maxRetries: RESET_RETRIES, ...options });
    };
    retrying.resets = true;
    prototype[verb] = retrying;
  }
}

export const test = base.extend<object, { resetRetries: undefined }>({
  resetRetries: [
    async ({ playwright }, use) => {
      const probe = await playwright.request.newContext();
      retryResets(probe);
      await probe.dispose();
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
});
