import { type ApiClient, ApiError, subscribeToDeliveryZone } from "@tiffin/api-client";
import type { LatLng } from "../../lib/address/location";

/** What the no-delivery-zone form shows after a post: thanks, or the error's text key. */
export type ZoneSubscriptionResult =
  | { subscribed: true }
  | { subscribed: false; error: "errors:validation.emailInvalid" | "errors:catalogue.errorOccured"; email: string };

/**
 * Stores the "tell me when you deliver here" email for the visitor's delivery point through the
 * API. A refused email keeps what was typed so the form can show it again with the error.
 */
export async function subscribeFromForm(api: ApiClient, form: FormData, location: LatLng) {
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 190);
  try {
    await subscribeToDeliveryZone(api, { email, address: location });
    return { subscribed: true } satisfies ZoneSubscriptionResult;
  } catch (error) {
    const badEmail = error instanceof ApiError && error.status === 400 && error.params?.email !== undefined;
    return {
      subscribed: false,
      error: badEmail ? "errors:validation.emailInvalid" : "errors:catalogue.errorOccured",
      email,
    } satisfies ZoneSubscriptionResult;
  }
}
