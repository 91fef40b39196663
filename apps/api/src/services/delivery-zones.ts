import { statement } from "../db/statements";
import { type LatLng, polygonContains } from "./geo";

interface ZoneRow {
  shop_id: number;
  polygon: string;
}

/** Open, approved shops whose delivery polygon contains the point (bounding box first, then the polygon). */
export async function shopsCovering(d1: D1Database, point: LatLng): Promise<number[]> {
  const [lat, lng] = point;
  const results = await statement<ZoneRow>(
    d1,
    `SELECT z.shop_id, z.polygon FROM delivery_zones z JOIN shops s ON s.id = z.shop_id
       WHERE s.status = 'approved' AND s.open = 1
       AND z.min_lat <= ?1 AND z.max_lat >= ?1 AND z.min_lng <= ?2 AND z.max_lng >= ?2 ORDER BY z.shop_id`,
    lat,
    lng,
  ).all();
  return results.filter((z) => polygonContains(JSON.parse(z.polygon) as LatLng[], point)).map((z) => z.shop_id);
}

/** null when the shop has no zone; otherwise whether the point is inside it. */
export async function shopCovers(d1: D1Database, shopId: number, point: LatLng): Promise<boolean | null> {
  const zone = await statement<ZoneRow>(
    d1,
    `SELECT z.shop_id, z.polygon FROM delivery_zones z JOIN shops s ON s.id = z.shop_id
       WHERE z.shop_id = ?1 AND s.status = 'approved'`,
    shopId,
  ).first();
  if (!zone) return null;
  return polygonContains(JSON.parse(zone.polygon) as LatLng[], point);
}

/** Stores a no-delivery-zone sign-up: one row per email and place; asking again only refreshes it. */
export async function subscribeToZone(
  d1: D1Database,
  email: string,
  address: { latitude: number; longitude: number },
  lang: string,
): Promise<void> {
  await statement(
    d1,
    `INSERT INTO delivery_zone_subscriptions (email, latitude, longitude, lang, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT (email, latitude, longitude) DO UPDATE SET updated_at = excluded.updated_at, lang = excluded.lang`,
    email,
    address.latitude,
    address.longitude,
    lang,
    new Date().toISOString(),
  ).run();
}
