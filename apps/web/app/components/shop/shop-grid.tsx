import { ShopCard } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { useShopOpen } from "../../lib/catalogue/open-now";
import type { ShopTile } from "../../lib/catalogue/shop-view";
import { useLikeToggle } from "./like-toggle";

function LikeableShopCard({ shop }: { shop: ShopTile }) {
  const { t } = useTranslation();
  const { liked, toggle } = useLikeToggle(shop.id);
  const summary = useShopOpen(shop);
  return (
    <ShopCard
      shop={summary}
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

/**
 * How many cards a row holds at each width: the page's full width takes three, home's main column
 * beside a side column two, and the side column one (two on a tablet, where it runs full width).
 */
const COLUMNS = {
  full: "sm:grid-cols-2 lg:grid-cols-3",
  main: "sm:grid-cols-2",
  side: "sm:grid-cols-2 lg:grid-cols-1",
} as const;

export type ShopGridColumns = keyof typeof COLUMNS;

/** Shops as cards with a heart; the whole card links to the shop page. */
export function ShopGrid({
  shops,
  label,
  columns = "full",
}: {
  shops: ShopTile[];
  label: string;
  columns?: ShopGridColumns;
}) {
  return (
    <ul aria-label={label} className={`grid grid-cols-1 gap-4 ${COLUMNS[columns]}`}>
      {shops.map((shop, index) => (
        <li key={shop.id} className={index < 3 ? undefined : OFFSCREEN_CARD}>
          <LikeableShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
