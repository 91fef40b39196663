import type { Shop } from "@tiffin/api-client";
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
    open: shop.open,
  };
}

/** What a shop card needs, and no more: keeps the page's serialized loader data small. */
export interface ShopTile {
  id: number;
  href: string;
  summary: ShopSummary;
}

export function shopTile(shop: Shop): ShopTile {
  return { id: shop.id, href: shopHref(shop), summary: shopSummary(shop) };
}
