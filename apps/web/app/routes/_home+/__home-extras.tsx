// The home page's secondary parts, in one module so the browser fetches them in one chunk.

export { ShopGrid } from "../../components/shop/shop-grid";
export { BannersRow, StoriesRow } from "./__banners-row";
export { NewsDialog } from "./__news-dialog";
export { NoDeliveryZone } from "./__no-delivery-zone";
export { ShopFilters } from "./__shop-filters";
