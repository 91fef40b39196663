import { mkdirSync, rmdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The demo wallets are shared by every journey that moves money between them; a journey that
 * compares balances before and after holds this lock (an atomic mkdir, one per served port), so
 * the desktop and phone runs of the same journey do not move money under each other.
 */
export async function withWalletLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `tiffin-wallet-lock-${process.env.E2E_PORT ?? 8787}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A run that died holding the lock leaves it behind; journeys take seconds, not minutes.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 120_000) rmdirSync(lock, { recursive: false });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lock);
  }
}

/** A user's wallet balance in minor units (cents), as the API reports it to that user. */
export async function balanceCents(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/v1/dashboard/user/profile/show", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { wallet: { price: number } | null } };
  expect(data.wallet, "the user has a wallet").not.toBeNull();
  return Math.round((data.wallet?.price ?? 0) * 100);
}

/** A token for a seeded or signed-up account, for the test's own API calls. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/api/v1/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}
