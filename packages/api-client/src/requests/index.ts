import type { z } from "zod";
import { addressRequests } from "./address";
import { applicationRequests } from "./application";
import { authRequests } from "./auth";
import { bookingRequests } from "./booking";
import { cartRequests } from "./cart";
import { catalogueRequests } from "./catalogue";
import { chatRequests } from "./chat";
import { contentRequests } from "./content";
import { deliveryZoneRequests } from "./delivery-zone";
import { likedShopRequests } from "./liked-shop";
import { notificationRequests } from "./notification";
import { orderRequests } from "./order";
import { parcelRequests } from "./parcel";
import { paymentRequests } from "./payment";
import { productRequests } from "./product";
import { profileRequests } from "./profile";
import { sellerRequests } from "./seller";
import { shopRequests } from "./shop";
import { walletRequests } from "./wallet";

export * from "./address";
export * from "./application";
export * from "./auth";
export * from "./booking";
export * from "./cart";
export * from "./catalogue";
export * from "./chat";
export * from "./content";
export * from "./delivery-zone";
export * from "./fields";
export * from "./liked-shop";
export * from "./notification";
export * from "./order";
export * from "./parcel";
export * from "./payment";
export * from "./product";
export * from "./profile";
export type { QueryInput } from "./query-input";
export * from "./seller";
export * from "./shop";
export * from "./wallet";

/** The schemas one route reads: its JSON body, its query string, or both. */
export interface RouteRequest {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
}

/**
 * Every route that reads a body or a query, keyed by method and path as the API declares it
 * ("POST /dashboard/user/orders"). The API parses each request with the schema found here, so the
 * server and its clients read one definition.
 */
export const requestSchemas: Readonly<Record<string, RouteRequest>> = {
  ...addressRequests,
  ...applicationRequests,
  ...authRequests,
  ...bookingRequests,
  ...cartRequests,
  ...catalogueRequests,
  ...chatRequests,
  ...contentRequests,
  ...deliveryZoneRequests,
  ...likedShopRequests,
  ...notificationRequests,
  ...orderRequests,
  ...parcelRequests,
  ...paymentRequests,
  ...productRequests,
  ...profileRequests,
  ...sellerRequests,
  ...shopRequests,
  ...walletRequests,
};
