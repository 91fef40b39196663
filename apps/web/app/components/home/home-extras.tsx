// The home page's secondary parts, in one module so the browser fetches them in one chunk.
export { BannersRow, StoriesRow } from "./banners-row";
export { NewsDialog } from "./news-dialog";
export { NoDeliveryZone } from "./no-delivery-zone";
export { ShopFilters } from "./shop-filters";
export { ShopGrid } from "./shop-grid";
