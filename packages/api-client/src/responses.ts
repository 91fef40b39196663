import { z } from "zod";
import {
  addressesPageResponse,
  addressResponse,
  emailVerifiedResponse,
  likedShopsResponse,
  loginResponse,
  notificationResponse,
  notificationSettingsResponse,
  notificationsPageResponse,
  phoneVerificationResponse,
  profileResponse,
  profileUpdateResponse,
  tokenResponse,
} from "./calls/account";
import { driverApplicationResponse, sellerApplicationResponse } from "./calls/applications";
import {
  bookingSettingsResponse,
  bookingShopResponse,
  bookingTablesResponse,
  disabledSlotsResponse,
  reservationResponse,
  reservationsPageResponse,
  shopSectionsResponse,
} from "./calls/bookings";
import { cartResponse, cartTotalsResponse, groupMemberResponse } from "./calls/cart";
import {
  bannerResponse,
  bannersPageResponse,
  bookingShopsPageResponse,
  branchesPageResponse,
  branchResponse,
  brandsPageResponse,
  deliveryZoneCheckResponse,
  deliveryZoneSubscriptionResponse,
  recommendedShopsResponse,
  reviewsPageResponse,
  shopDeliveryZoneCheckResponse,
  shopSearchResponse,
  shopTakesResponse,
  storiesPageResponse,
} from "./calls/catalogue";
import {
  blogResponse,
  blogsPageResponse,
  careerResponse,
  careersPageResponse,
  couponResponse,
  faqsPageResponse,
  pageResponse,
  pagesPageResponse,
  paymentMethodsResponse,
  receiptResponse,
  receiptsPageResponse,
  referralResponse,
  statResponse,
  uiTextsResponse,
} from "./calls/content";
import { orderResponse, ordersPageResponse, refundResponse, refundsPageResponse } from "./calls/orders";
import { parcelPriceResponse, parcelResponse, parcelsPageResponse, parcelTypesResponse } from "./calls/parcels";
import { paidOrderResponse, paidParcelResponse, paymentRedirectResponse } from "./calls/payments";
import {
  avgPricesResponse,
  categoriesPageResponse,
  categoriesResponse,
  categoryResponse,
  productResponse,
  productSearchResponse,
  productsPageResponse,
  shopMenuListResponse,
  shopProductsResponse,
} from "./calls/products";
import {
  sellerBookingResponse,
  sellerBookingsResponse,
  sellerOrderResponse,
  sellerOrdersPageResponse,
  sellerOrderUpdatesResponse,
  sellerParcelResponse,
  sellerParcelsPageResponse,
  sellerRefundResponse,
  sellerRefundsPageResponse,
  sellerShopResponse,
  sellerShopsResponse,
  sellerStockResponse,
  sellerStocksPageResponse,
} from "./calls/seller";
import { currenciesResponse, languagesResponse, settingsResponse } from "./calls/settings";
import { shopResponse, shopsPageResponse } from "./calls/shops";
import { walletHistoriesResponse, walletRecipientsResponse, walletSendResponse } from "./calls/wallet";
import { notificationStatisticSchema } from "./schemas/account";
import {
  chatFeedFrameSchema,
  chatMessageResponse,
  chatMessagesResponse,
  chatResponse,
  chatsResponse,
  groupCartFrameSchema,
} from "./schemas/chat";
import { envelope } from "./schemas/envelope";
import { orderStatusEventSchema } from "./schemas/order";

/** A call that answers nothing but its message: `data` is an empty list. */
export const doneResponse = envelope(z.tuple([]));
/** A call that answers nothing but its message: `data` is null. */
export const nullResponse = envelope(z.null());
export const addressesDeletedResponse = envelope(z.object({ deleted: z.array(z.number().int()) }));
export const paymentCallbackResponse = envelope(z.object({ received: z.literal(true), status: z.string().nullable() }));

/**
 * The answer of every route, keyed `METHOD /path` as the API registers the route (under /api/v1).
 * The API's presenters are typed against these schemas and its tests parse every route's real
 * answer with a strict copy of them, so a key added on one side only is caught.
 */
export const routeResponses = {
  // auth
  "POST /auth/login": loginResponse,
  "POST /auth/register": phoneVerificationResponse.or(doneResponse),
  "POST /auth/resend-verify": doneResponse,
  "GET /auth/verify/:code": emailVerifiedResponse,
  "POST /auth/after-verify": tokenResponse,
  "POST /auth/verify/phone": tokenResponse,
  "POST /auth/forgot/password": phoneVerificationResponse,
  "POST /auth/forgot/password/confirm": tokenResponse,
  "POST /auth/forgot/email-password": doneResponse,
  "POST /auth/forgot/email-password/:code": tokenResponse,
  "POST /auth/:provider/callback": loginResponse,
  "POST /auth/logout": doneResponse,
  // profile
  "GET /dashboard/user/profile/show": profileResponse,
  "PUT /dashboard/user/profile/update": profileUpdateResponse,
  "POST /dashboard/user/profile/contact/confirm": profileResponse,
  "POST /dashboard/user/profile/password/update": profileResponse,
  "POST /dashboard/user/profile/avatar": profileResponse,
  "POST /dashboard/user/profile/firebase/token/update": doneResponse,
  "DELETE /dashboard/user/profile/delete": doneResponse,
  "GET /dashboard/user/liked-shops": likedShopsResponse,
  "POST /dashboard/user/liked-shops": likedShopsResponse,
  "DELETE /dashboard/user/liked-shops/:shopId": likedShopsResponse,
  // addresses
  "GET /dashboard/user/addresses": addressesPageResponse,
  "POST /dashboard/user/addresses": addressResponse,
  "PUT /dashboard/user/addresses/:id": addressResponse,
  "POST /dashboard/user/address/set-active/:id": addressResponse,
  "GET /dashboard/user/address/get-active": addressResponse,
  "DELETE /dashboard/user/addresses/delete": addressesDeletedResponse,
  // notifications
  "GET /dashboard/notifications": notificationsPageResponse,
  "POST /dashboard/notifications/read-all": doneResponse,
  "GET /dashboard/notifications/:id": notificationResponse,
  "POST /dashboard/notifications/:id/read-at": notificationResponse,
  "GET /dashboard/user/profile/notifications-statistic": notificationStatisticSchema,
  "GET /dashboard/user/notifications": notificationSettingsResponse,
  "POST /dashboard/user/update/notifications": notificationSettingsResponse,
  // cart and group orders
  "POST /dashboard/user/cart/insert-product": cartResponse,
  "POST /dashboard/user/cart": cartResponse,
  "GET /dashboard/user/cart": cartResponse.or(nullResponse),
  "DELETE /dashboard/user/cart/delete": nullResponse,
  "DELETE /dashboard/user/cart/product/delete": cartResponse.or(nullResponse),
  "POST /dashboard/user/cart/open": cartResponse,
  "POST /dashboard/user/cart/set-group/:id{[0-9]+}": cartResponse,
  "DELETE /dashboard/user/cart/member/delete": cartResponse,
  "POST /dashboard/user/cart/calculate/:id{[0-9]+}": cartTotalsResponse,
  "POST /rest/cart/open": groupMemberResponse,
  "GET /rest/cart/:id{[0-9]+}": cartResponse,
  "POST /rest/cart/insert-product": cartResponse,
  "POST /rest/cart": cartResponse,
  "DELETE /rest/cart/product/delete": cartResponse,
  "DELETE /rest/cart/member/delete": nullResponse,
  "POST /rest/cart/status/:uuid": groupMemberResponse,
  // orders
  "POST /dashboard/user/orders": orderResponse,
  "GET /dashboard/user/orders/paginate": ordersPageResponse,
  "GET /dashboard/user/orders/:id{[0-9]+}": orderResponse,
  /** A stream of server-sent `status` events; each event's data has this shape. */
  "GET /dashboard/user/orders/:id{[0-9]+}/live": orderStatusEventSchema,
  // Chats (a 101 WebSocket upgrade answers with frames; anything else is an error body).
  "POST /dashboard/chats": chatResponse,
  "GET /dashboard/chats": chatsResponse,
  "GET /dashboard/chats/live": chatFeedFrameSchema,
  "GET /dashboard/chats/:id": chatResponse,
  "GET /dashboard/chats/:id/messages": chatMessagesResponse,
  "POST /dashboard/chats/:id/messages": chatMessageResponse,
  "GET /dashboard/chats/:id/live": chatFeedFrameSchema,
  // Live group carts: WebSocket frames after a 101 upgrade.
  "GET /dashboard/user/cart/live": groupCartFrameSchema,
  "GET /rest/cart/:id{[0-9]+}/live": groupCartFrameSchema,
  "POST /dashboard/user/orders/:id{[0-9]+}/status/change": orderResponse,
  "POST /dashboard/user/orders/review/:id{[0-9]+}": orderResponse,
  "GET /dashboard/user/order-refunds/paginate": refundsPageResponse,
  "POST /dashboard/user/order-refunds": refundResponse,
  // payments and wallet
  "GET /dashboard/user/:process{order-[a-zA-Z-]+-process}": paymentRedirectResponse,
  "POST /payments/wallet/payment/top-up": paymentRedirectResponse,
  "POST /payments/:kind{order|parcel-order|wallet}/:id{[0-9]+}/transactions": z.union([
    paidOrderResponse,
    paidParcelResponse,
  ]),
  "GET /payments/:provider{[a-z-]+}/callback": paymentCallbackResponse,
  "POST /payments/:provider{[a-z-]+}/callback": paymentCallbackResponse,
  "GET /dashboard/user/wallet/histories": walletHistoriesResponse,
  "GET /dashboard/user/search-sending": walletRecipientsResponse,
  "POST /dashboard/user/wallet/send": walletSendResponse,
  // parcels
  "GET /rest/parcel-order/types": parcelTypesResponse,
  "GET /rest/parcel-order/calculate-price": parcelPriceResponse,
  "POST /dashboard/user/parcel-orders": parcelResponse,
  "GET /dashboard/user/parcel-orders": parcelsPageResponse,
  "GET /dashboard/user/parcel-orders/:id{[0-9]+}": parcelResponse,
  "POST /dashboard/user/parcel-orders/:id{[0-9]+}/status/change": parcelResponse,
  // table bookings
  "GET /rest/booking/shops/paginate": bookingShopsPageResponse,
  "GET /rest/booking/shops/:id{[0-9]+}": bookingShopResponse,
  "GET /rest/booking/shop-sections": shopSectionsResponse,
  "GET /rest/booking/tables": bookingTablesResponse,
  "GET /rest/booking/bookings": bookingSettingsResponse,
  "GET /rest/booking/disable-dates/table/:id{[0-9]+}": disabledSlotsResponse,
  "POST /dashboard/user/my-bookings": reservationResponse,
  "GET /dashboard/user/my-bookings": reservationsPageResponse,
  "GET /dashboard/user/my-bookings/:id{[0-9]+}": reservationResponse,
  "POST /dashboard/user/my-bookings/:id{[0-9]+}/cancel": reservationResponse,
  // applications
  "POST /dashboard/user/shops": sellerApplicationResponse,
  "POST /dashboard/user/delivery-driver": driverApplicationResponse,
  // settings
  "GET /rest/settings": settingsResponse,
  "GET /rest/languages/active": languagesResponse,
  "GET /rest/currencies/active": currenciesResponse,
  "GET /rest/translations/paginate": uiTextsResponse,
  "GET /rest/payments": paymentMethodsResponse,
  "GET /rest/referral": referralResponse,
  // shops and catalogue
  "GET /rest/shops/paginate": shopsPageResponse,
  "GET /rest/shops/recommended": recommendedShopsResponse,
  "GET /rest/shops/search": shopSearchResponse,
  "GET /rest/shops/:id": shopResponse,
  "GET /rest/shops/:id/reviews": reviewsPageResponse,
  "GET /rest/shops/:id/categories": categoriesResponse,
  "GET /rest/shops/:id/products": shopProductsResponse.or(shopMenuListResponse),
  "GET /rest/shops/:id/products/paginate": productsPageResponse,
  "GET /rest/shops/:id/products/recommended/paginate": productsPageResponse,
  "GET /rest/shops-takes": shopTakesResponse,
  "GET /rest/shop/delivery-zone/check/distance": deliveryZoneCheckResponse,
  "GET /rest/shop/:id/delivery-zone/check/distance": shopDeliveryZoneCheckResponse,
  "POST /rest/delivery-zone/subscribe": deliveryZoneSubscriptionResponse,
  "GET /rest/brands/paginate": brandsPageResponse,
  "GET /rest/branches": branchesPageResponse,
  "GET /rest/branches/:id": branchResponse,
  "GET /rest/banners/paginate": bannersPageResponse,
  "GET /rest/banners/:id": bannerResponse,
  "GET /rest/banners-ads": bannersPageResponse,
  "GET /rest/banners-ads/:id": bannerResponse,
  "GET /rest/stories/paginate": storiesPageResponse,
  "GET /rest/categories/paginate": categoriesPageResponse,
  "GET /rest/categories/sub-shop/:id{[0-9]+}": categoriesPageResponse,
  "GET /rest/categories/:uuid": categoryResponse,
  // products
  "GET /rest/products/paginate": productsPageResponse,
  "GET /rest/products/search": productSearchResponse,
  "GET /rest/products/most-sold": productsPageResponse,
  "GET /rest/products/discount": productsPageResponse,
  "GET /rest/products/:uuid": productResponse,
  "GET /rest/products-avg-prices": avgPricesResponse,
  // content
  "GET /rest/blogs/paginate": blogsPageResponse,
  "GET /rest/blogs/:uuid": blogResponse,
  "GET /rest/receipts/paginate": receiptsPageResponse,
  "GET /rest/receipts/:id": receiptResponse,
  "GET /rest/careers/paginate": careersPageResponse,
  "GET /rest/careers/:id": careerResponse,
  "GET /rest/faqs/paginate": faqsPageResponse,
  "GET /rest/term": pageResponse,
  "GET /rest/policy": pageResponse,
  "GET /rest/pages/:type": pageResponse,
  "GET /rest/pages/paginate": pagesPageResponse,
  "GET /rest/landing-pages/:type{[a-z_-]{1,40}}": pageResponse,
  "GET /rest/last-blog/show": blogResponse,
  "GET /rest/stat": statResponse,
  "POST /rest/coupons/check": couponResponse,
  // the shop staff's console (apps/api/docs/seller.md)
  "GET /dashboard/seller/shops": sellerShopsResponse,
  "POST /dashboard/seller/shops/:id{[0-9]+}/open": sellerShopResponse,
  "GET /dashboard/seller/orders/paginate": sellerOrdersPageResponse,
  "GET /dashboard/seller/orders/updates": sellerOrderUpdatesResponse,
  "GET /dashboard/seller/orders/:id{[0-9]+}": sellerOrderResponse,
  "POST /dashboard/seller/orders/:id{[0-9]+}/status": sellerOrderResponse,
  "GET /dashboard/seller/order-refunds/paginate": sellerRefundsPageResponse,
  "POST /dashboard/seller/order-refunds/:id{[0-9]+}/approve": sellerRefundResponse,
  "POST /dashboard/seller/order-refunds/:id{[0-9]+}/reject": sellerRefundResponse,
  "GET /dashboard/seller/bookings": sellerBookingsResponse,
  "POST /dashboard/seller/bookings/:id{[0-9]+}/status": sellerBookingResponse,
  "GET /dashboard/seller/parcel-orders/paginate": sellerParcelsPageResponse,
  "POST /dashboard/seller/parcel-orders/:id{[0-9]+}/status": sellerParcelResponse,
  "GET /dashboard/seller/stocks/paginate": sellerStocksPageResponse,
  "POST /dashboard/seller/stocks/:id{[0-9]+}": sellerStockResponse,
} as const satisfies Record<string, z.ZodType>;

export type RouteKey = keyof typeof routeResponses;
/** What a route answers, as the API must send it. */
export type RouteResponse<K extends RouteKey> = z.input<(typeof routeResponses)[K]>;
