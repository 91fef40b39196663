import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { paginateShops } from "@tiffin/api-client";
import { ShopCard } from "../components/shop-card";
import { apiFor } from "../lib/api.server";
import { useRootData } from "../root";

export const DEFAULT_LOCATION = { latitude: 51.50735, longitude: -0.12776 };

export const meta: MetaFunction = () => [
  { title: "Tiffin: food and groceries delivered" },
  { name: "description", content: "Order from restaurants and shops near you, delivered the same day." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const [restaurants, shops] = await Promise.all([
    paginateShops(api, { type: "restaurant", perPage: 24, address: DEFAULT_LOCATION }),
    paginateShops(api, { type: "shop", perPage: 12, address: DEFAULT_LOCATION }),
  ]);
  return { restaurants: restaurants.data, shops: shops.data };
}

export default function Home() {
  const { restaurants, shops } = useLoaderData<typeof loader>();
  const root = useRootData();
  const currency = root?.currency ?? null;
  return (
    <main className="mx-auto flex max-w-[1140px] flex-col gap-10 px-4 py-8">
      <header className="flex items-center justify-between">
        <a href="/" className="text-2xl font-bold text-brand">
          Tiffin
        </a>
      </header>
      <section aria-labelledby="restaurants-heading" className="flex flex-col gap-4">
        <h2 id="restaurants-heading" className="text-xl font-semibold">
          Restaurants
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {restaurants.map((shop) => (
            <ShopCard key={shop.id} shop={shop} currency={currency} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="shops-heading" className="flex flex-col gap-4">
        <h2 id="shops-heading" className="text-xl font-semibold">
          Shops
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} currency={currency} />
          ))}
        </ul>
      </section>
    </main>
  );
}
