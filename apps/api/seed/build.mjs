// Builds the demo marketplace as a list of SQL statements: deterministic, idempotent
// (INSERT OR IGNORE on fixed ids), one statement per line.

import { bookingSeed } from "./data/booking.mjs";
import { buildCatalogueExtras } from "./data/catalogue.mjs";
import { buildContent } from "./data/content.mjs";
import { couponSeed } from "./data/coupons.mjs";
import { buildOrders } from "./data/orders.mjs";
import { parcelSeed } from "./data/parcels.mjs";
import { buildProducts } from "./data/products.mjs";
import { currencies, DEFAULT_LOCATION, languages, payments, settings } from "./data/reference.mjs";
import { shops, tags } from "./data/shops.mjs";
import { buildNotifications, buildUsers } from "./data/users.mjs";
import { insertRows, seedUuid, slugify } from "./sql.mjs";

const LOCALES = ["en", "ar", "fr"];
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** Moves a point by km north and east. */
export function offsetPoint({ latitude, longitude }, northKm, eastKm) {
  const lat = latitude + northKm / 110.574;
  const lng = longitude + eastKm / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return { latitude: Number(lat.toFixed(6)), longitude: Number(lng.toFixed(6)) };
}

/** An octagon of the given radius around a point, as [lat, lng] pairs. */
export function zonePolygon(center, radiusKm) {
  const points = [];
  for (let i = 0; i < 8; i++) {
    const angle = (Math.PI / 4) * i;
    const p = offsetPoint(center, radiusKm * Math.cos(angle), radiusKm * Math.sin(angle));
    points.push([p.latitude, p.longitude]);
  }
  return points;
}

function hoursFor(shop, slug) {
  if (slug === "morning-bakery") return { from: "07-00", to: "18-00", closed: ["sunday"] };
  if (shop.type === "shop") return { from: "08-00", to: "22-00", closed: [] };
  return { from: "10-00", to: "23-00", closed: [] };
}

/** @param {{scale?: number}} [options] scale: generate that many products (benchmarks) */
export function buildSeed({ scale } = {}) {
  const out = [];
  out.push(
    ...insertRows(
      "settings",
      Object.entries(settings).map(([key, value]) => ({ key, value })),
    ),
  );
  out.push(...insertRows("languages", languages));
  out.push(...insertRows("currencies", currencies));
  out.push(...insertRows("payments", payments));
  out.push(
    ...insertRows(
      "shop_tags",
      tags.map((t) => ({ id: t.id, img: `/storage/images/tags/${slugify(t.en)}.svg` })),
    ),
  );
  out.push(
    ...insertRows(
      "shop_tag_translations",
      tags.flatMap((t) =>
        LOCALES.map((locale, i) => ({ id: t.id * 10 + i, shop_tag_id: t.id, locale, title: t[locale] })),
      ),
    ),
  );

  const shopRows = [];
  const translations = [];
  const days = [];
  const zones = [];
  const links = [];
  const shopPayments = [];
  shops.forEach((shop, index) => {
    const id = index + 1;
    const slug = slugify(shop.en[0]);
    const point = offsetPoint(DEFAULT_LOCATION, shop.offset[0], shop.offset[1]);
    shopRows.push({
      id,
      uuid: seedUuid("shop", id),
      slug,
      type: shop.type,
      logo_img: `/storage/images/shops/${slug}.svg`,
      background_img: `/storage/images/backgrounds/${slug}.svg`,
      phone: `+44 20 7946 ${String(1000 + id).padStart(4, "0")}`,
      price: shop.price,
      price_per_km: shop.perKm,
      tax: shop.type === "restaurant" ? 10 : 5,
      service_fee: 0,
      min_amount: shop.type === "restaurant" ? 1000 : 500,
      open: 1,
      status: "approved",
      time_zone: "Europe/London",
      is_recommended: shop.recommended,
      delivery_time_from: 20 + (id % 4) * 5,
      delivery_time_to: 40 + (id % 4) * 5,
      delivery_time_type: "minute",
      latitude: point.latitude,
      longitude: point.longitude,
      rating_avg: shop.rating,
      reviews_count: 0,
      orders_count: (id * 37) % 200,
      created_at: new Date(Date.UTC(2026, 0, 1 + id * 3)).toISOString(),
    });
    LOCALES.forEach((locale, i) => {
      const [title, description, address] = shop[locale];
      translations.push({ id: id * 10 + i, shop_id: id, locale, title, description, address });
    });
    const hours = hoursFor(shop, slug);
    DAYS.forEach((day, i) => {
      days.push({
        id: id * 10 + i,
        shop_id: id,
        day,
        from_time: hours.from,
        to_time: hours.to,
        disabled: hours.closed.includes(day) ? 1 : 0,
      });
    });
    const polygon = zonePolygon(point, shop.zoneKm);
    const lats = polygon.map((p) => p[0]);
    const lngs = polygon.map((p) => p[1]);
    zones.push({
      id,
      shop_id: id,
      polygon: JSON.stringify(polygon),
      min_lat: Math.min(...lats),
      max_lat: Math.max(...lats),
      min_lng: Math.min(...lngs),
      max_lng: Math.max(...lngs),
    });
    for (const tag of shop.tags) links.push({ shop_id: id, shop_tag_id: tag });
    for (const payment of [1, 2, 3]) shopPayments.push({ shop_id: id, payment_id: payment });
  });
  out.push(...insertRows("shops", shopRows, 20));
  out.push(...insertRows("shop_translations", translations));
  out.push(...insertRows("shop_working_days", days));
  out.push(...insertRows("delivery_zones", zones, 10));
  out.push(...insertRows("shop_tag_links", links));
  out.push(...insertRows("shop_payments", shopPayments));
  out.push(...parcelSeed(), ...bookingSeed(), ...couponSeed());
  // the catalogue, accounts and content
  out.push(...buildProducts({ count: scale }));
  out.push(...buildUsers(), ...buildCatalogueExtras(), ...buildContent(), ...buildNotifications(), ...buildOrders());
  return out;
}
