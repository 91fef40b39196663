import { type Address, type ApiClient, fromWireLocation, listAddresses } from "@tiffin/api-client";
import { setCookie } from "../cookies.server";
import { orSignOut, type SessionUser } from "../session-user.server";
import { formatLocation } from "./location";

/** What the header's picker shows of a saved address. */
export interface SavedAddressChoice {
  id: number;
  title: string | null;
  address: string;
  active: boolean;
}

/** The signed-in user's saved addresses (perPage 100, SPEC.md section 7), the active one first. */
export async function savedAddresses(api: ApiClient): Promise<Address[]> {
  const page = await orSignOut(listAddresses(api, { perPage: 100 }));
  return [...page.data].sort((a, b) => Number(b.active) - Number(a.active) || a.id - b.id);
}

/** The header's list: nothing for visitors (and no call). */
export async function savedAddressChoices(api: ApiClient, user: SessionUser | null): Promise<SavedAddressChoice[]> {
  if (!user || !api.token) return [];
  return (await savedAddresses(api)).map((a) => ({
    id: a.id,
    title: a.title,
    address: a.address.address,
    active: a.active,
  }));
}

/** The delivery cookies (`location` and `address`) for the address made active. */
export function deliveryCookies(address: Pick<Address, "location" | "address">): Promise<string[]> {
  return Promise.all([
    setCookie("location", formatLocation(fromWireLocation(address.location))),
    setCookie("address", address.address.address),
  ]);
}
