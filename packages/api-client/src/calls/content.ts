import { z } from "zod";
import type { ApiClient } from "../client";
import type { blogsQuery, pageQueryOpen, QueryInput, receiptsQuery } from "../requests";
import {
  blogSchema,
  careerSchema,
  couponSchema,
  faqSchema,
  pageSchema,
  paymentMethodSchema,
  receiptSchema,
  referralSchema,
  uiTextsSchema,
} from "../schemas/content";
import { envelope, paginated } from "../schemas/envelope";

export const blogsPageResponse = paginated(blogSchema);
export const blogResponse = envelope(blogSchema);
export const receiptsPageResponse = paginated(receiptSchema);
export const receiptResponse = envelope(receiptSchema);
export const careersPageResponse = paginated(careerSchema);
export const careerResponse = envelope(careerSchema);
export const faqsPageResponse = paginated(faqSchema);
export const pageResponse = envelope(pageSchema);
export const pagesPageResponse = paginated(pageSchema);
/** The marketplace's public counters (`GET /rest/stat`). */
export const statResponse = envelope(
  z.object({ users: z.number().int(), shops: z.number().int(), products: z.number().int(), orders: z.number().int() }),
);
export const uiTextsResponse = envelope(uiTextsSchema);
export const referralResponse = envelope(referralSchema);
export const paymentMethodsResponse = envelope(z.array(paymentMethodSchema));
export const couponResponse = envelope(couponSchema);

export const paginateBlogs = (client: ApiClient, query: QueryInput<typeof blogsQuery> = {}) =>
  client.request("rest/blogs/paginate", { schema: blogsPageResponse, query });
export const getBlog = async (client: ApiClient, uuid: string) =>
  (await client.request(`rest/blogs/${encodeURIComponent(uuid)}`, { schema: blogResponse })).data;
export const paginateReceipts = (client: ApiClient, query: QueryInput<typeof receiptsQuery> = {}) =>
  client.request("rest/receipts/paginate", { schema: receiptsPageResponse, query });
export const getReceipt = async (client: ApiClient, id: number) =>
  (await client.request(`rest/receipts/${id}`, { schema: receiptResponse })).data;
export const paginateCareers = (client: ApiClient, query: QueryInput<typeof pageQueryOpen> = {}) =>
  client.request("rest/careers/paginate", { schema: careersPageResponse, query });
export const getCareer = async (client: ApiClient, id: number) =>
  (await client.request(`rest/careers/${id}`, { schema: careerResponse })).data;
export const paginateFaqs = (client: ApiClient, query: QueryInput<typeof pageQueryOpen> = {}) =>
  client.request("rest/faqs/paginate", { schema: faqsPageResponse, query });
export const getTerms = async (client: ApiClient) => (await client.request("rest/term", { schema: pageResponse })).data;
export const getPolicy = async (client: ApiClient) =>
  (await client.request("rest/policy", { schema: pageResponse })).data;
export const getPage = async (client: ApiClient, type: string) =>
  (await client.request(`rest/pages/${encodeURIComponent(type)}`, { schema: pageResponse })).data;
/** The UI texts of the client's language (sent as `lang`). */
export const getUiTexts = async (client: ApiClient) =>
  (await client.request("rest/translations/paginate", { schema: uiTextsResponse })).data;
export const getReferral = async (client: ApiClient) =>
  (await client.request("rest/referral", { schema: referralResponse })).data;
export const getPaymentMethods = async (client: ApiClient) =>
  (await client.request("rest/payments", { schema: paymentMethodsResponse })).data;
export const checkCoupon = async (client: ApiClient, body: { coupon: string; shop_id: number }) =>
  (await client.request("rest/coupons/check", { method: "POST", schema: couponResponse, body })).data;
