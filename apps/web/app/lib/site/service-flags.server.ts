import { type ApiClient, getSettings, settingsToMap } from "@tiffin/api-client";
import { orElse } from "../catalogue/catalogue.server";

const on = (value: string | undefined) => value === "1" || value === "true";

/** Which optional services the settings turn on, so the menus only link to pages that exist. */
export async function serviceFlags(api: ApiClient): Promise<{ reservations: boolean; parcels: boolean }> {
  const map = settingsToMap(await orElse(getSettings(api), []));
  return { reservations: on(map.reservation_enable_for_user), parcels: on(map.active_parcel) };
}
