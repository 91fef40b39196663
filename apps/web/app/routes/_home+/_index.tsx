import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import {
  getBlog,
  getSettings,
  paginateBanners,
  paginateCategories,
  paginateShops,
  paginateStories,
  recommendedShops,
  type ShopsQuery,
  settingsToMap,
} from "@tiffin/api-client";
import { EmptyState, ShimmerList } from "@tiffin/ui";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import { apiFor } from "../../lib/api.server";
import { deliversTo, orElse } from "../../lib/catalogue/catalogue.server";
import { shopTile } from "../../lib/catalogue/shop-view";
import { SCRIPTS_AFTER_PAINT } from "../../lib/islands/after-paint";
import { seoMeta } from "../../lib/seo";
import { orSignOut } from "../../lib/session-user.server";
import { ImpersonalSlot, useImpersonalPart } from "../../lib/site/impersonal-main";
import { interfaceVariantOf } from "../../lib/site/layout-rules";
import { HOME_PAGE_SIZE, homeQuery, readHomeFilters } from "./__home-filters";
import { BannersRow, NewsDialog, NoDeliveryZone, ShopFilters, ShopGrid, StoriesRow } from "./__home-islands";
import { type HomeSection, homeArrangementFor } from "./__home-variant";
import { withFirstPictureInlined } from "./inline-picture.server";
import { subscribeFromForm } from "./zone-subscription.server";

/** The first look needs no script: they load after the first paint. */
export const handle = SCRIPTS_AFTER_PAINT;

/**
 * Home is the same for every visitor and customer who share its URL and keyed cookies: its data
 * is kept beside the page's cache entry where there is one (docs/decisions/045).
 */
export function loader(args: LoaderFunctionArgs) {
  const { pageData } = args.context;
  return pageData ? pageData("home", () => homeData(args)) : homeData(args);
}

async function homeData({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const url = new URL(request.url);
  const filters = readHomeFilters(url.searchParams);
  const { location } = readDeliveryAddress(context);
  const base = { origin: url.origin, variant: interfaceVariantOf(url.searchParams.get("v")), filters };
  const v = url.searchParams.get("v");
  const restaurantsQuery: ShopsQuery = {
    type: "restaurant",
    perPage: HOME_PAGE_SIZE * filters.pages,
    address: location,
    ...(filters.openToday ? { open: 1 as const } : {}),
    ...(filters.freeDelivery ? { free_delivery: 1 as const } : {}),
    ...(filters.orderBy ? { order_by: filters.orderBy } : {}),
    ...(filters.categoryId ? { category_id: filters.categoryId } : {}),
  };
  const newsUuid = url.searchParams.get("news");
  // The zone check runs alongside the lists: one round of parallel calls, not two.
  const [delivers, settings, restaurants, shops, categories, news, banners, stories, recommended] = await Promise.all([
    deliversTo(api, location),
    orElse(getSettings(api), []),
    orSignOut(paginateShops(api, restaurantsQuery)),
    orElse(paginateShops(api, { type: "shop", perPage: 6, address: location }), null),
    orElse(
      // The filter lists each category by its title: the page carries nothing more of them.
      paginateCategories(api, { type: "main", perPage: 20 }).then((page) =>
        page.data.map((category) => ({ id: category.id, title: category.translation?.title ?? "" })),
      ),
      [],
    ),
    newsUuid ? orElse(getBlog(api, newsUuid), null) : Promise.resolve(null),
    // Critical: the first banner is the page's largest picture, so it comes inlined in the HTML.
    orElse(
      paginateBanners(api, { perPage: 6 }).then((page) => withFirstPictureInlined(page.data, url.origin)),
      [],
    ),
    // Critical too: the stories row sits above the restaurants, so streaming it in later would
    // push the whole list down after the first paint (a layout shift).
    // One array of story pictures per shop; the row shows one circle per shop.
    orElse(paginateStories(api, { perPage: 10 }), []),
    // Awaited as well: the call is quick, and one document parsed and laid out in one pass costs
    // the phone less main-thread time than a second streamed chunk swapped in after first paint.
    orElse(
      recommendedShops(api, { address: location }).then((list) => list.map(shopTile)),
      [],
    ),
  ]);
  if (!delivers) return { ...base, noZone: true as const };
  return {
    ...base,
    noZone: false as const,
    ...homeArrangementFor(settingsToMap(settings).ui_type, v),
    restaurants: { items: restaurants.data.map(shopTile), total: restaurants.meta.total },
    shops: (shops?.data ?? []).map(shopTile),
    categories,
    news,
    banners,
    stories,
    recommended,
  };
}

/** The no-delivery-zone page's email capture: stored by the API for the visitor's delivery point. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return subscribeFromForm(apiFor(request, context), form, readDeliveryAddress(context).location);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: "Tiffin: food and groceries delivered today",
    description: "Order from restaurants and shops near you, delivered the same day, with real-time updates.",
    canonical: data ? `${data.origin}/` : undefined,
  });

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mainFromCache = useImpersonalPart("main");
  if (data.noZone) return <NoDeliveryZone />;
  // A signed-in home's lists are the visitors' (docs/decisions/045): the Worker puts them here.
  if (mainFromCache) return <ImpersonalSlot name="main" />;
  const { filters, restaurants, layout, variant, main, side, sideFirst } = data;
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === "/";
  // Beside a side column the main column's cards come two to a row, the side column's one.
  const mainColumns = layout === 1 ? "full" : "main";
  const restaurantsSection = (
    <section aria-labelledby="restaurants-heading" className="flex flex-col gap-4">
      <h2 id="restaurants-heading" className="text-xl font-semibold">
        {t("home:sections.restaurants")}
      </h2>
      <ShopFilters filters={filters} categories={data.categories} />
      {restaurants.items.length === 0 ? (
        <EmptyState title={t("home:empty.restaurants")} />
      ) : (
        <ShopGrid shops={restaurants.items} label={t("home:sections.restaurants")} columns={mainColumns} />
      )}
      {loadingMore ? (
        <ShimmerList
          count={3}
          label={t("ui.loading")}
          className={layout === 1 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2"}
        />
      ) : null}
      {restaurants.items.length < restaurants.total ? (
        <Link
          to={homeQuery({ ...filters, pages: filters.pages + 1 }) || "/"}
          preventScrollReset
          className="self-center rounded-full border border-border px-5 py-2 font-medium hover:bg-surface-hover"
        >
          {t("actions.loadMore")}
        </Link>
      ) : null}
    </section>
  );
  const shopsSection = (
    <section aria-labelledby="shops-heading" className="flex flex-col gap-4">
      <h2 id="shops-heading" className="text-xl font-semibold">
        {t("home:sections.shops")}
      </h2>
      {data.shops.length === 0 ? (
        <EmptyState title={t("home:empty.shops")} />
      ) : (
        <ShopGrid shops={data.shops} label={t("home:sections.shops")} columns={mainColumns} />
      )}
    </section>
  );
  const highlights = (
    <>
      <BannersRow banners={data.banners} />
      <StoriesRow stories={data.stories} />
    </>
  );
  const recommended =
    data.recommended.length > 0 ? (
      <section aria-labelledby="recommended-heading" className="flex flex-col gap-4">
        <h2 id="recommended-heading" className="text-xl font-semibold">
          {t("home:sections.recommended")}
        </h2>
        <ShopGrid
          shops={data.recommended.slice(0, 3)}
          label={t("home:sections.recommended")}
          columns={layout === 1 ? "full" : "side"}
        />
      </section>
    ) : null;
  const sections: Record<HomeSection, ReactNode> = {
    highlights: <Fragment key="highlights">{highlights}</Fragment>,
    restaurants: <Fragment key="restaurants">{restaurantsSection}</Fragment>,
    recommended: <Fragment key="recommended">{recommended}</Fragment>,
    shops: <Fragment key="shops">{shopsSection}</Fragment>,
  };
  return (
    <main data-layout={layout} data-variant={variant} className="mx-auto flex max-w-[1140px] flex-col gap-10 px-4 py-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t("home:hero.title")}</h1>
        <p className="text-muted">{t("home:hero.subtitle")}</p>
      </div>
      {layout === 1 ? (
        main.map((section) => sections[section])
      ) : (
        // minmax(0, …) and min-w-0: a column is as narrow as its share, whatever its scrolling
        // rows (banners, stories) would need side by side, so the page never outgrows the screen.
        <div
          className={
            sideFirst
              ? "grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
              : "grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
          }
        >
          {sideFirst ? (
            <aside className="flex min-w-0 flex-col gap-10">{side.map((section) => sections[section])}</aside>
          ) : null}
          <div className="flex min-w-0 flex-col gap-10">{main.map((section) => sections[section])}</div>
          {sideFirst ? null : (
            <aside className="flex min-w-0 flex-col gap-10">{side.map((section) => sections[section])}</aside>
          )}
        </div>
      )}
      {data.news ? <NewsDialog news={data.news} closeHref="/" /> : null}
    </main>
  );
}
