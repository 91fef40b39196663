import { describe, expect, it } from "vitest";
import {
  createApiClient,
  paginateOrders,
  paginateProducts,
  paginateShops,
  parcelPrice,
  productsPageQuery,
  type QueryInput,
  shopsPageQuery,
} from "../src";

const page = { data: [], links: { first: null, last: null, prev: null, next: null } };
const meta = { current_page: 1, from: null, last_page: 1, links: [], path: "", per_page: 10, to: null, total: 0 };

function recordingClient() {
  const urls: URL[] = [];
  const client = createApiClient({
    transport: async (request) => {
      urls.push(new URL(request.url));
      return new Response(JSON.stringify({ ...page, meta }), { headers: { "Content-Type": "application/json" } });
    },
  });
  return { urls, client };
}

/** The flat keys of a query string as the API's schema reads them (`x[]`/`x[0]` as a list, `x[k]` as an object). */
function readFlat(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  url.searchParams.forEach((value, key) => {
    const [, name = key, inner] = /^([^[]+)\[([^\]]*)\]$/.exec(key) ?? [];
    if (inner === undefined) {
      out[key] = value;
    } else if (inner === "" || /^\d+$/.test(inner)) {
      out[name] = [...((out[name] as string[] | undefined) ?? []), value];
    } else {
      out[name] = { ...((out[name] as Record<string, string> | undefined) ?? {}), [inner]: value };
    }
  });
  delete out.lang;
  return out;
}

describe("typed calls take the request schema's input as their query", () => {
  it("sends a shops query, numbers and flags included, that the route's own schema accepts as given", async () => {
    const { urls, client } = recordingClient();
    const query: QueryInput<typeof shopsPageQuery> = {
      page: 2,
      perPage: 5,
      open: 1,
      take: [3, 4],
      order_by: "high_rating",
      address: { latitude: 51.5, longitude: -0.12 },
    };
    await paginateShops(client, query);
    const parsed = shopsPageQuery.parse(readFlat(urls[0] as URL));
    expect(parsed).toMatchObject({ page: 2, perPage: 5, open: true, take: [3, 4], order_by: "high_rating" });
    expect(parsed.address).toEqual({ latitude: 51.5, longitude: -0.12 });
  });

  it("sends a products query the products schema reads back unchanged", async () => {
    const { urls, client } = recordingClient();
    await paginateProducts(client, { shop_id: 7, vegetarian: 1, column: "price", sort: "asc", price_from: 2.5 });
    expect(productsPageQuery.parse(readFlat(urls[0] as URL))).toMatchObject({
      shop_id: 7,
      vegetarian: true,
      column: "price",
      sort: "asc",
      price_from: 2.5,
    });
  });

  it("refuses at compile time a key or a value the route's schema does not read", () => {
    const { client } = recordingClient();
    const calls = [
      // @ts-expect-error "cheapest" is not an order_by the shops schema knows
      () => paginateShops(client, { order_by: "cheapest" }),
      // @ts-expect-error "lost" is not an order status
      () => paginateOrders(client, { status: "lost" }),
      // @ts-expect-error "rank" is not a column products may be sorted by
      () => paginateProducts(client, { column: "rank" }),
      // @ts-expect-error calculate-price needs both ends of the parcel
      () => parcelPrice(client, { type_id: 1, address_from: { latitude: 1, longitude: 2 } }),
    ];
    expect(calls).toHaveLength(4);
  });
});
