import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { ApiError, getProduct, getSettings, getShop, paginateShopReviews, settingsToMap } from "@tiffin/api-client";
import { Shimmer } from "@tiffin/ui";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { StartGroupOrder } from "../../components/group/start-group-order";
import { ProductDialog } from "../../components/shop/product-dialog";
import { apiFor } from "../../lib/api.server";
import { groupOrdersOn } from "../../lib/cart/group-view.server";
import { getShopMenuCards, orElse } from "../../lib/catalogue/catalogue.server";
import { productCard, productView } from "../../lib/catalogue/product-view";
import { shopHref } from "../../lib/catalogue/shop-view";
import { SCRIPTS_AFTER_PAINT } from "../../lib/islands/after-paint";
import { seoMeta } from "../../lib/seo";
import { orSignOut } from "../../lib/session-user.server";
import { CategoryNav } from "./__category-nav";
import { ProductGrid } from "./__product-grid";
import { ShopHeader } from "./__shop-header";
import { ShopReviews } from "./__shop-reviews";

/** The first look needs no script: they load after the first paint. */
export const handle = SCRIPTS_AFTER_PAINT;

/** Recommended products shown above the menu. */
const RECOMMENDED_SHOWN = 4;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const url = new URL(request.url);
  const productUuid = url.searchParams.get("product");
  const shopKey = params.id ?? "";
  // A shop is found by its number, slug or uuid; anything else names no shop.
  if (!/^[\w-]+$/.test(shopKey)) throw new Response("Shop not found", { status: 404 });
  // Everything is asked for at once: the API finds the shop by the same id or slug for each call,
  // so the menu and the reviews need not wait for the shop. The menu holds the recommended
  // products too. Reviews are deferred (streamed after the first chunk).
  const shopCall = orSignOut(getShop(api, shopKey));
  const menuCall = orElse(getShopMenuCards(api, shopKey), { recommended: [], categories: [] });
  const reviews = orElse(
    paginateShopReviews(api, shopKey, { perPage: 5 }).then((page) => page.data),
    [],
  );
  const productCall = productUuid ? orElse(getProduct(api, productUuid), null) : Promise.resolve(null);
  const settingsCall = orElse(getSettings(api).then(settingsToMap), {} as Record<string, string>);
  // Should the shop be refused, the rest is awaited by nobody: keep their refusals quiet.
  for (const pending of [menuCall, reviews, productCall, settingsCall]) pending.catch(() => {});
  const shop = await shopCall.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw new Response("Shop not found", { status: 404 });
    throw error;
  });
  const [menu, product, settings] = await Promise.all([menuCall, productCall, settingsCall]);
  return {
    shop,
    categories: menu.categories.map((category) => ({
      id: category.id,
      title: category.translation?.title ?? "",
      products: category.products.map(productCard),
    })),
    recommended: menu.recommended.slice(0, RECOMMENDED_SHOWN).map(productCard),
    product: product && product.shop.id === shop.id ? productView(product) : null,
    reviews,
    canonical: `${url.origin}${shopHref(shop)}`,
    groupOrders: groupOrdersOn(settings),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Tiffin" }];
  const title = data.shop.translation?.title ?? data.shop.slug;
  return seoMeta({
    title: data.product ? `${data.product.title} – ${title} | Tiffin` : `${title} | Tiffin`,
    description: data.product?.description ?? data.shop.translation?.description ?? "",
    canonical: data.canonical,
    image: data.shop.background_img ?? data.shop.logo_img,
  });
};

export default function ShopPage() {
  const { shop, categories, product, reviews, recommended, groupOrders } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <main className="mx-auto flex max-w-[1140px] flex-col gap-6 px-4 py-6">
      <ShopHeader shop={shop} />
      {groupOrders ? <StartGroupOrder shopId={shop.id} /> : null}
      {params.get("added") ? (
        <p role="status" className="rounded-card bg-success/10 px-4 py-2 text-sm font-medium text-success">
          {t("web:addedToCart")}
        </p>
      ) : null}
      {params.get("cart_error") && !(params.get("cart_error") === "oneShop" && product) ? (
        <p role="alert" className="rounded-card bg-danger/10 px-4 py-2 text-sm font-medium text-danger">
          {t(
            `web:cartError.${["oneShop", "full", "server", "leaveGroup"].includes(params.get("cart_error") ?? "") ? params.get("cart_error") : "invalid"}`,
          )}
        </p>
      ) : null}
      {categories.length > 0 ? <CategoryNav categories={categories} /> : null}
      <section aria-labelledby="recommended-heading" className="flex flex-col gap-3">
        <h2 id="recommended-heading" className="text-lg font-semibold">
          {t("shop:recommended")}
        </h2>
        <ProductGrid products={recommended} basePath={pathname} label={t("shop:recommended")} />
      </section>
      {categories.map((category) => (
        <section
          key={category.id}
          id={`category-${category.id}`}
          aria-labelledby={`category-${category.id}-heading`}
          className="scroll-target flex flex-col gap-3"
        >
          <h2 id={`category-${category.id}-heading`} className="text-lg font-semibold">
            {category.title}
          </h2>
          <ProductGrid products={category.products} basePath={pathname} label={category.title} />
        </section>
      ))}
      <section aria-labelledby="reviews-heading" className="flex flex-col gap-3">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          {t("shop:reviews")}
        </h2>
        <Suspense fallback={<Shimmer className="h-24 w-full" />}>
          <Await resolve={reviews}>{(list) => <ShopReviews reviews={list} />}</Await>
        </Suspense>
      </section>
      {product ? <ProductDialog key={product.uuid} product={product} shopId={shop.id} closeHref={pathname} /> : null}
    </main>
  );
}
