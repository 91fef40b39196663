import type { parcelTypeSchema } from "@tiffin/api-client";
import { add, distanceKm, exactFactor, exactInt, mul, roundHalfUp } from "@tiffin/core";
import type { z } from "zod";

export interface ParcelType {
  id: number;
  type: string;
  img: string | null;
  max_g: number;
  max_range: number;
  price: number;
  price_per_km: number;
  options: string;
}

type Point = { latitude: number; longitude: number };

/**
 * A parcel's price in minor units of the chosen currency: (base + per-km × great-circle km) ×
 * rate, computed exactly and rounded once, half-up. Null when the distance is beyond the type's range.
 */
export function parcelPrice(
  type: ParcelType,
  from: Point,
  to: Point,
  rate: number,
): { minor: number; km: number } | null {
  const km = distanceKm(from, to);
  if (km > type.max_range) return null;
  const base = add(exactInt(type.price), mul(exactInt(type.price_per_km), exactFactor(km)));
  return { minor: roundHalfUp(mul(base, exactFactor(rate))), km: Math.round(km * 1000) / 1000 };
}

export function presentParcelType(t: ParcelType, rate: number): z.input<typeof parcelTypeSchema> {
  const major = (minor: number) => roundHalfUp(mul(exactInt(minor), exactFactor(rate))) / 100;
  return {
    id: t.id,
    type: t.type,
    img: t.img,
    max_g: t.max_g,
    max_range: t.max_range,
    price: major(t.price),
    price_per_km: major(t.price_per_km),
    options: JSON.parse(t.options) as { id: number; title: string }[],
  };
}
