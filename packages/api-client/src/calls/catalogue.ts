import { z } from "zod";
import type { ApiClient } from "../client";
import type { byShopPageQuery, deliveryZoneCheckQuery, pageQueryOpen, QueryInput, shopSearchQuery } from "../requests";
import {
  bannerSchema,
  branchSchema,
  brandSchema,
  deliveryZoneCheckSchema,
  deliveryZoneSubscriptionSchema,
  reviewSchema,
  shopDeliveryZoneCheckSchema,
  shopTakeSchema,
  storySchema,
} from "../schemas/catalogue";
import { envelope, paginated } from "../schemas/envelope";
import { shopSchema } from "../schemas/shop";
import { shopPath } from "./paths";
import type { ShopsQuery } from "./shops";

export const brandsPageResponse = paginated(brandSchema);
export const shopTakesResponse = envelope(z.array(shopTakeSchema));
export const reviewsPageResponse = paginated(reviewSchema);
export const branchesPageResponse = paginated(branchSchema);
export const branchResponse = envelope(branchSchema);
export const bannersPageResponse = paginated(bannerSchema);
export const bannerResponse = envelope(bannerSchema);
/** A bare array of arrays, one per shop, the shop with the newest story first. */
export const storiesPageResponse = z.array(z.array(storySchema));
export const recommendedShopsResponse = envelope(z.array(shopSchema));
export const shopSearchResponse = paginated(shopSchema);
export const bookingShopsPageResponse = paginated(shopSchema);
export const deliveryZoneCheckResponse = envelope(deliveryZoneCheckSchema);
export const shopDeliveryZoneCheckResponse = envelope(shopDeliveryZoneCheckSchema);
export const deliveryZoneSubscriptionResponse = envelope(deliveryZoneSubscriptionSchema);

type Point = QueryInput<typeof deliveryZoneCheckQuery>["address"];

export const paginateBrands = (client: ApiClient, query: QueryInput<typeof byShopPageQuery> = {}) =>
  client.request("rest/brands/paginate", { schema: brandsPageResponse, query });

export async function getShopTakes(client: ApiClient) {
  return (await client.request("rest/shops-takes", { schema: shopTakesResponse })).data;
}

export const paginateShopReviews = (
  client: ApiClient,
  shopId: number | string,
  query: QueryInput<typeof pageQueryOpen> = {},
) => client.request(`${shopPath(shopId)}/reviews`, { schema: reviewsPageResponse, query });

export const paginateBranches = (client: ApiClient, query: QueryInput<typeof byShopPageQuery> = {}) =>
  client.request("rest/branches", { schema: branchesPageResponse, query });

export async function getBranch(client: ApiClient, id: number) {
  return (await client.request(`rest/branches/${id}`, { schema: branchResponse })).data;
}

export const paginateBanners = (client: ApiClient, query: QueryInput<typeof pageQueryOpen> = {}) =>
  client.request("rest/banners/paginate", { schema: bannersPageResponse, query });

export async function getBanner(client: ApiClient, id: number) {
  return (await client.request(`rest/banners/${id}`, { schema: bannerResponse })).data;
}

export const paginateStories = (client: ApiClient, query: QueryInput<typeof pageQueryOpen> = {}) =>
  client.request("rest/stories/paginate", { schema: storiesPageResponse, query });

export async function recommendedShops(client: ApiClient, query: ShopsQuery = {}) {
  const { address, ...rest } = query;
  return (
    await client.request("rest/shops/recommended", {
      schema: recommendedShopsResponse,
      query: { ...rest, ...(address ? { address } : {}) },
    })
  ).data;
}

export const searchShops = (client: ApiClient, query: QueryInput<typeof shopSearchQuery>) => {
  const { address, ...rest } = query;
  return client.request("rest/shops/search", {
    schema: shopSearchResponse,
    query: { ...rest, ...(address ? { address } : {}) },
  });
};

export const paginateBookingShops = (client: ApiClient, query: ShopsQuery = {}) =>
  client.request("rest/booking/shops/paginate", { schema: bookingShopsPageResponse, query });

export async function checkDeliveryZone(client: ApiClient, address: Point) {
  return (
    await client.request("rest/shop/delivery-zone/check/distance", {
      schema: deliveryZoneCheckResponse,
      query: { address },
    })
  ).data;
}

export async function checkShopDeliveryZone(client: ApiClient, shopId: number, address: Point) {
  return (
    await client.request(`rest/shop/${shopId}/delivery-zone/check/distance`, {
      schema: shopDeliveryZoneCheckResponse,
      query: { address },
    })
  ).data;
}

/** Asks to be told when delivery reaches `address` (idempotent per email and place). */
export async function subscribeToDeliveryZone(client: ApiClient, body: { email: string; address: Point }) {
  return (
    await client.request("rest/delivery-zone/subscribe", {
      method: "POST",
      schema: deliveryZoneSubscriptionResponse,
      body,
    })
  ).data;
}
