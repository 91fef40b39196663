import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApiError, getShop } from "@tiffin/api-client";
import { apiFor } from "../lib/api.server";
import { formatPrice } from "../lib/money";
import { useRootData } from "../root";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  try {
    return { shop: await getShop(api, params.id ?? "") };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Shop not found", { status: 404 });
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const title = data?.shop.translation?.title;
  return [
    { title: title ? `${title} | Tiffin` : "Shop | Tiffin" },
    { name: "description", content: data?.shop.translation?.description ?? "" },
  ];
};

export default function ShopPage() {
  const { shop } = useLoaderData<typeof loader>();
  const root = useRootData();
  const title = shop.translation?.title ?? shop.slug;
  return (
    <main className="mx-auto flex max-w-[1140px] flex-col gap-6 px-4 py-8">
      <a href="/" className="text-2xl font-bold text-brand">
        Tiffin
      </a>
      <header className="flex items-center gap-4">
        <img src={shop.logo_img ?? ""} alt="" width={96} height={96} className="size-24 rounded-full" />
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted">{shop.translation?.description}</p>
          <p className="text-sm text-muted">
            {shop.open ? "Open" : "Closed"} · {shop.delivery_time.from}–{shop.delivery_time.to} min ·{" "}
            {formatPrice(shop.price, root?.currency)}
            {shop.rating_avg ? ` · ★ ${shop.rating_avg.toFixed(1)}` : ""}
          </p>
        </div>
      </header>
      <section aria-labelledby="hours-heading">
        <h2 id="hours-heading" className="mb-2 font-semibold">
          Working hours
        </h2>
        <ul className="grid max-w-sm gap-1 text-sm">
          {shop.shop_working_days.map((d) => (
            <li key={d.day} className="flex justify-between capitalize">
              <span>{d.day}</span>
              <span>{d.disabled ? "Closed" : `${d.from.replace("-", ":")}–${d.to.replace("-", ":")}`}</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
