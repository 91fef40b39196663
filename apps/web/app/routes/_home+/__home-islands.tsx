import { lazy } from "react";
import { island } from "../../lib/islands/island";
import * as Now from "./__home-extras";

// Filters, banners, stories, the news modal and the no-zone page are plain HTML first (see island).
const load = () => import("./__home-extras");

export const ShopFilters = island(
  import.meta.env.SSR ? Now.ShopFilters : lazy(() => load().then((m) => ({ default: m.ShopFilters }))),
  "ShopFilters",
);
export const NewsDialog = island(
  import.meta.env.SSR ? Now.NewsDialog : lazy(() => load().then((m) => ({ default: m.NewsDialog }))),
  "NewsDialog",
);
export const NoDeliveryZone = island(
  import.meta.env.SSR ? Now.NoDeliveryZone : lazy(() => load().then((m) => ({ default: m.NoDeliveryZone }))),
  "NoDeliveryZone",
);
export const BannersRow = island(
  import.meta.env.SSR ? Now.BannersRow : lazy(() => load().then((m) => ({ default: m.BannersRow }))),
  "BannersRow",
);
export const StoriesRow = island(
  import.meta.env.SSR ? Now.StoriesRow : lazy(() => load().then((m) => ({ default: m.StoriesRow }))),
  "StoriesRow",
);
// Shop cards are links first; the heart buttons wake up with the chunk.
export const ShopGrid = island(
  import.meta.env.SSR ? Now.ShopGrid : lazy(() => load().then((m) => ({ default: m.ShopGrid }))),
  "ShopGrid",
);
