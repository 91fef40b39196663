import { type AddressInput, toWireLocation } from "@tiffin/api-client";
import { parseLocation } from "./location";

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

/** title, address, office, house, floor and the point (latitude/longitude); the address text is required. */
export function readAddressForm(form: FormData): AddressFormResult {
  const address = field(form, "address", 300);
  const point = parseLocation(`${form.get("latitude") ?? ""},${form.get("longitude") ?? ""}`);
  const errors: Partial<Record<"address" | "location", string>> = {};
  if (!address) errors.address = "errors:validation.required";
  if (!point) errors.location = "web:savedLocations.locationInvalid";
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
