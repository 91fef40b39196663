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

/**
 * Cards past the first row skip rendering until they come near the viewport (the browser keeps
 * them in the accessibility tree and find-in-page), so the first paint lays out, and the lazy
 * images fetch, only what is on screen.
 */
const OFFSCREEN_CARD = "[content-visibility:auto] [contain-intrinsic-size:auto_320px]";

/** Shops as cards with a heart; the whole card links to the shop page. */
export function ShopGrid({ shops, label }: { shops: ShopTile[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shops.map((shop, index) => (
        <li key={shop.id} className={index < 3 ? undefined : OFFSCREEN_CARD}>
          <LikeableShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
