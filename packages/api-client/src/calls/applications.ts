import type { ApiClient } from "../client";
import { applicationSchema, driverApplicationSchema, sellerApplicationSchema } from "../schemas/application";
import { envelope } from "../schemas/envelope";

export const applicationResponse = envelope(applicationSchema);
export const sellerApplicationResponse = envelope(sellerApplicationSchema);
export const driverApplicationResponse = envelope(driverApplicationSchema);

/** Become a seller: the shop application (sign-in required). */
export async function applyAsSeller(client: ApiClient, body: Record<string, unknown>) {
  return (await client.request("dashboard/user/shops", { method: "POST", body, schema: sellerApplicationResponse }))
    .data;
}

/** Become a delivery driver. */
export async function applyAsDriver(client: ApiClient, body: Record<string, unknown>) {
  return (
    await client.request("dashboard/user/delivery-driver", { method: "POST", body, schema: driverApplicationResponse })
  ).data;
}
