import { ShopCard } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import type { ShopTile } from "../../lib/shop-view";
import { useLikeToggle } from "../shop/like-toggle";

function LikeableShopCard({ shop }: { shop: ShopTile }) {
  const { t } = useTranslation();
  const { liked, toggle } = useLikeToggle(shop.id);
  return (
    <ShopCard
      shop={shop.summary}
      href={shop.href}
      liked={liked}
      onToggleLike={toggle}
      t={(key, values) => t(key, values)}
      className="h-full"
    />
  );
}

/** Shops as cards with a heart; the whole card links to the shop page. */
export function ShopGrid({ shops, label }: { shops: ShopTile[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shops.map((shop) => (
        <li key={shop.id}>
          <LikeableShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
