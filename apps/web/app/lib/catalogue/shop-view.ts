import type { Shop } from "@tiffin/api-client";
import type { ShopSchedule } from "@tiffin/core";
import type { ShopSummary } from "@tiffin/ui";

/** Restaurants live under /restaurant/{id}, other shops under /shop/{id}. */
export function shopHref(shop: Pick<Shop, "id" | "type">): string {
  return shop.type === "restaurant" ? `/restaurant/${shop.id}` : `/shop/${shop.id}`;
}

export function shopSummary(shop: Shop): ShopSummary {
  return {
    id: shop.id,
    title: shop.translation?.title ?? shop.slug,
    description: shop.translation?.description ?? null,
    logoImg: shop.logo_img,
    backgroundImg: shop.background_img,
    rating: shop.rating_avg,
    deliveryTime: `${shop.delivery_time.from}-${shop.delivery_time.to}`,
    // Only the manager's switch here: whether the hours have passed is judged in the browser
    // (useShopOpen), since this page may come from the cache hours after it was rendered.
    open: shop.open ? undefined : false,
  };
}

/** What a shop card needs, and no more: keeps the page's serialized loader data small. */
export interface ShopTile {
  id: number;
  href: string;
  summary: ShopSummary;
  /** The working hours and their time zone, to tell in the browser whether it is open now. */
  schedule: ShopSchedule;
  timeZone: string;
}

export function shopTile(shop: Shop): ShopTile {
  return {
    id: shop.id,
    href: shopHref(shop),
    summary: shopSummary(shop),
    schedule: {
      shop_working_days: shop.shop_working_days.map(({ day, from, to, disabled }) => ({ day, from, to, disabled })),
      shop_closed_date: shop.shop_closed_date.map(({ day }) => ({ day })),
    },
    timeZone: shop.time_zone,
  };
}
