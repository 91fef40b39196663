/** Saved delivery addresses: exactly one is active at a time. */
import type { LatLng } from "./geo.js";

export interface Address {
  id: number;
  title: string;
  address: { address: string; office?: string; house?: string; floor?: string };
  location: LatLng;
  active: boolean;
}

export type AddressDraft = Omit<Address, "id" | "active"> & { id?: number };

/** Make one address active and every other one inactive. */
export function activateAddress(addresses: readonly Address[], id: number): Address[] {
  if (!addresses.some((a) => a.id === id)) return [...addresses];
  return addresses.map((a) => ({ ...a, active: a.id === id }));
}

/** Insert a new address or replace the one with the same id. */
export function upsertAddress(addresses: readonly Address[], saved: Address): Address[] {
  return addresses.some((a) => a.id === saved.id)
    ? addresses.map((a) => (a.id === saved.id ? saved : a))
    : [...addresses, saved];
}

export function activeAddress(addresses: readonly Address[]): Address | null {
  return addresses.find((a) => a.active) ?? null;
}
