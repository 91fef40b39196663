// Parcel kinds for door-to-door delivery. Money in minor units; max_range in km.
import { insertRows } from "../sql.mjs";

export const parcelTypes = [
  {
    id: 1,
    type: "Documents",
    img: "/storage/images/parcels/documents.svg",
    max_g: 500,
    max_range: 15,
    price: 299,
    price_per_km: 40,
  },
  {
    id: 2,
    type: "Small box",
    img: "/storage/images/parcels/small-box.svg",
    max_g: 5000,
    max_range: 25,
    price: 499,
    price_per_km: 60,
  },
  {
    id: 3,
    type: "Large box",
    img: "/storage/images/parcels/large-box.svg",
    max_g: 20000,
    max_range: 40,
    price: 999,
    price_per_km: 90,
  },
];

const options = [
  { id: 1, title: "Fragile" },
  { id: 2, title: "Keep upright" },
];

export function parcelSeed() {
  return insertRows(
    "parcel_types",
    parcelTypes.map((t) => ({ ...t, options: JSON.stringify(t.id === 1 ? [] : options), active: 1 })),
  );
}
