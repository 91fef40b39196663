import { E2E_PORT, startSecondWorker } from "./second-worker";

/**
 * The storefront the staff console's journey runs on, beside the journeys' own: a copy of their
 * database with the order simulator off (settings `order_simulator` = "0"), so only the staff
 * move its orders, while the other journeys' orders keep moving by themselves.
 */
export const ADMIN_PORT = E2E_PORT + 5000;
export const ADMIN_BASE_URL = `http://127.0.0.1:${ADMIN_PORT}`;

/** Starts the console's storefront; the returned function stops it. */
export function startAdminServer(): Promise<() => void> {
  return startSecondWorker({
    port: ADMIN_PORT,
    name: "admin",
    vars: { CODE_REQUESTS_PER_CLIENT: "5000" },
    sql: "INSERT INTO settings (key, value) VALUES ('order_simulator', '0') ON CONFLICT (key) DO UPDATE SET value = '0'",
  });
}
