import { type AddressInput, toWireLocation } from "@tiffin/api-client";
import type { LatLng } from "./location";

/** A saved-address form read from its fields; errors name the field and a key of the bundles. */
export type AddressFormResult =
  | { ok: true; input: AddressInput }
  | { ok: false; errors: Partial<Record<"address" | "location", string>> };

const field = (form: FormData, name: string, max: number) => {
  const value = String(form.get(name) ?? "")
    .trim()
    .slice(0, max);
  return value || null;
};

/**
 * title, address, office, house and floor, with the point the form's map or search chose (or
 * the geocoder found for the text: lib/point-from-form.server.ts); the address text is required.
 */
export function readAddressForm(form: FormData, point: LatLng | null): AddressFormResult {
  const address = field(form, "address", 300);
  const errors: Partial<Record<"address" | "location", string>> = {};
  if (!address) errors.address = "errors:validation.required";
  else if (!point) errors.location = "address.notFound";
  if (!address || !point) return { ok: false, errors };
  return {
    ok: true,
    input: {
      title: field(form, "title", 100),
      address: {
        address,
        office: field(form, "office", 100),
        house: field(form, "house", 100),
        floor: field(form, "floor", 50),
      },
      location: toWireLocation(point),
    },
  };
}
