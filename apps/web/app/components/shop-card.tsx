import { Link } from "@remix-run/react";
import type { Currency, Shop } from "@tiffin/api-client";
import { formatPrice } from "../lib/money";

export function ShopCard({ shop, currency }: { shop: Shop; currency: Currency | null }) {
  const title = shop.translation?.title ?? shop.slug;
  return (
    <li>
      <Link
        to={`/shop/${shop.id}`}
        className="flex h-full gap-3 rounded-2xl border border-black/10 p-3 transition hover:border-brand hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
      >
        <img
          src={shop.logo_img ?? "/images/avatar_placeholder.png"}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-full"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="truncate font-semibold">{title}</span>
          <span className="line-clamp-2 text-sm text-muted">{shop.translation?.description}</span>
          <span className="text-sm text-muted">
            {shop.delivery_time.from}–{shop.delivery_time.to} min · {formatPrice(shop.price, currency)}
            {shop.rating_avg ? ` · ★ ${shop.rating_avg.toFixed(1)}` : ""}
          </span>
        </span>
      </Link>
    </li>
  );
}
