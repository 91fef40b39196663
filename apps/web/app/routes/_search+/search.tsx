import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { searchProducts } from "@tiffin/api-client";
import { EmptyState, ProductCard, ShopCard } from "@tiffin/ui";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import { apiFor } from "../../lib/api.server";
import { orElse, searchShops } from "../../lib/catalogue/catalogue.server";
import { useShopOpen } from "../../lib/catalogue/open-now";
import { productCard } from "../../lib/catalogue/product-view";
import { type ShopTile, shopTile } from "../../lib/catalogue/shop-view";
import { SCRIPTS_AFTER_PAINT } from "../../lib/islands/after-paint";
import { seoMeta } from "../../lib/seo";
import { useRootData } from "../../root";
import { ResultSection } from "./__result-section";
import { moreHref, pagesParam, SEARCH_PAGE_SIZE, searchTerm } from "./__search-paging";

// The full-screen search (phones) gets the same popovers as the header's box.
const SearchPopovers = lazy(() => import("../../components/search/search-popovers"));

/** The first look needs no script: they load after the first paint. */
export const handle = SCRIPTS_AFTER_PAINT;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const term = searchTerm(url.searchParams.get("q"));
  const shopPages = pagesParam(url.searchParams.get("sp"));
  const productPages = pagesParam(url.searchParams.get("pp"));
  if (!term) return { term, shopPages, productPages, shops: null, products: null, origin: url.origin };
  const api = apiFor(request, context);
  const { location } = readDeliveryAddress(context);
  // The shown pages come in one request per list: page 1 with n pages' worth of results.
  const [shops, products] = await Promise.all([
    orElse(
      searchShops(api, { search: term, perPage: SEARCH_PAGE_SIZE * shopPages, address: location }).then((page) => ({
        items: page.data.map(shopTile),
        total: page.meta.total,
      })),
      { items: [], total: 0 },
    ),
    orElse(
      searchProducts(api, { search: term, perPage: SEARCH_PAGE_SIZE * productPages }).then((page) => ({
        items: page.data.map((product) => ({ ...productCard(product), shopId: product.shop.id })),
        total: page.meta.total,
      })),
      { items: [], total: 0 },
    ),
  ]);
  return {
    term,
    shopPages,
    productPages,
    shops,
    products,
    origin: url.origin,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: data?.term ? `${data.term} | Tiffin` : "Search | Tiffin",
    description: "Search restaurants, shops and products on Tiffin.",
    canonical: data ? `${data.origin}/search${data.term ? `?q=${encodeURIComponent(data.term)}` : ""}` : undefined,
  });

function ShopResult({
  shop,
  t,
}: {
  shop: ShopTile;
  t: (key: string, values?: Record<string, string | number>) => string;
}) {
  return <ShopCard shop={useShopOpen(shop)} href={shop.href} t={t} />;
}

export default function SearchPage() {
  const { term, shopPages, productPages, shops, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const root = useRootData();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [active, setActive] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pending =
    navigation.state === "loading" && navigation.location.pathname === "/search"
      ? new URLSearchParams(navigation.location.search)
      : null;
  const shopsLoading = pending !== null && pagesParam(pending.get("sp")) > shopPages;
  const productsLoading = pending !== null && pagesParam(pending.get("pp")) > productPages;
  const tt = (key: string, values?: Record<string, string | number>) => t(key, values);
  const loadMore = (list: "shops" | "products") =>
    navigate(moreHref(term, shopPages, productPages, list), { preventScrollReset: true, replace: true });
  return (
    <main className="mx-auto flex max-w-[1140px] flex-col gap-8 px-4 py-6">
      <Form
        method="get"
        action="/search"
        role="search"
        data-search-root
        className="relative flex gap-2"
        onFocus={() => setActive(true)}
      >
        <input
          ref={input}
          type="search"
          name="q"
          defaultValue={term}
          aria-label={t("search:label")}
          placeholder={t("search:placeholder")}
          className="h-11 min-w-0 flex-1 rounded-full border border-border bg-surface px-4"
        />
        <button type="submit" className="h-11 rounded-full bg-primary px-5 font-semibold text-primary-fg">
          {t("search:label")}
        </button>
        {active && input.current ? (
          <Suspense fallback={null}>
            <SearchPopovers input={input.current} />
          </Suspense>
        ) : null}
      </Form>
      {!term || !shops || !products ? (
        <EmptyState title={t("web:searchPrompt")} />
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t("web:searchResults", { term })}</h1>
          {shops.total === 0 && products.total === 0 ? <EmptyState title={t("search:noResults", { term })} /> : null}
          <ResultSection
            id="shops-heading"
            title={t("search:restaurants")}
            countLine={t("search:restaurantsCount", { count: shops.total })}
            items={shops.items}
            total={shops.total}
            getKey={(shop) => shop.id}
            renderItem={(shop) => <ShopResult shop={shop} t={tt} />}
            loading={shopsLoading}
            onLoadMore={() => loadMore("shops")}
            moreHref={moreHref(term, shopPages, productPages, "shops")}
            listClassName="[&>ul]:sm:grid-cols-2 [&>ul]:lg:grid-cols-3"
          />
          <ResultSection
            id="products-heading"
            title={t("search:products")}
            countLine={t("search:productsCount", { count: products.total })}
            items={products.items}
            total={products.total}
            getKey={(product) => product.uuid}
            renderItem={(product) => (
              <ProductCard
                product={{
                  id: product.id,
                  title: product.title,
                  description: product.description,
                  img: product.img,
                  price: product.price,
                }}
                currency={root?.currency}
                href={product.shopId ? `/shop/${product.shopId}?product=${product.uuid}` : undefined}
                t={tt}
                className="h-full"
              />
            )}
            loading={productsLoading}
            onLoadMore={() => loadMore("products")}
            moreHref={moreHref(term, shopPages, productPages, "products")}
            listClassName="[&>ul]:grid-cols-2 [&>ul]:sm:grid-cols-3 [&>ul]:lg:grid-cols-4"
          />
        </>
      )}
    </main>
  );
}
