import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createUser } from "./helpers/users";

/** Every paginated list of the API, with what each needs besides paging. */
const publicLists = [
  "rest/shops/paginate",
  "rest/shops/search?search=a",
  "rest/booking/shops/paginate",
  "rest/shops/1/products/paginate",
  "rest/shops/1/products/recommended/paginate",
  "rest/shops/1/reviews",
  "rest/categories/paginate",
  "rest/brands/paginate",
  "rest/branches",
  "rest/banners/paginate",
  "rest/blogs/paginate",
  "rest/receipts/paginate",
  "rest/careers/paginate",
  "rest/faqs/paginate",
  "rest/products/paginate",
  "rest/products/search?search=a",
  "rest/products/most-sold",
  "rest/products/discount",
  "rest/parcel-order/types",
  "rest/booking/shop-sections?shop_id=1",
  "rest/booking/tables?shop_section_id=1",
];
const userLists = [
  "dashboard/user/addresses",
  "dashboard/user/my-bookings",
  "dashboard/notifications",
  "dashboard/user/orders/paginate",
  "dashboard/user/order-refunds/paginate",
  "dashboard/user/parcel-orders",
  "dashboard/user/wallet/histories",
  "dashboard/user/search-sending?search=sam@tiffin.test",
];

const withPerPage = (path: string, perPage: number) => `${path}${path.includes("?") ? "&" : "?"}perPage=${perPage}`;

describe("perPage is capped at 100 on every paginated route", () => {
  it.each(publicLists)("GET /%s?perPage=400 answers a page of at most 100 rows", async (path) => {
    const res = await call(withPerPage(path, 400));
    expect(res.status).toBe(200);
    const body = res.body as { data: unknown[]; meta: { per_page: number } };
    expect(body.meta.per_page).toBe(100);
    expect(body.data.length).toBeLessThanOrEqual(100);
  });

  it.each(userLists)("GET /%s?perPage=400 answers a page of at most 100 rows", async (path) => {
    const user = await createUser();
    const res = await call(withPerPage(path, 400), { headers: user.auth });
    expect(res.status).toBe(200);
    expect((res.body as { meta: { per_page: number } }).meta.per_page).toBe(100);
  });

  it("serves 100 rows when more than 100 exist and 400 are asked for", async () => {
    const res = await call(withPerPage("rest/products/paginate", 400));
    const body = res.body as { data: unknown[]; meta: { total: number } };
    expect(body.meta.total).toBeGreaterThan(100);
    expect(body.data).toHaveLength(100);
  });

  it("still refuses a perPage that is not a positive integer, with the field's message", async () => {
    for (const bad of ["0", "-5", "ten"]) {
      const res = await call(`rest/products/paginate?perPage=${bad}`);
      expect(res.status).toBe(400);
      expect((res.body as { params?: Record<string, string[]> }).params?.perPage?.[0]).toMatch(/per page/);
    }
  });
});
