import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { getActiveCurrencies, getActiveLanguages } from "@tiffin/api-client";
import { shownCurrency } from "@tiffin/core";
import { PriceLocale } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { ErrorFallback } from "./components/layout/error-islands";
import { SiteChrome } from "./components/layout/site-chrome";
import { Toasts } from "./components/layout/toasts";
import { readDeliveryAddress } from "./lib/address/delivery-address.server";
import { savedAddressChoices } from "./lib/address/saved-addresses.server";
import { apiFor } from "./lib/api.server";
import { cartCount } from "./lib/cart/cart-count.server";
import { I18nBoundary } from "./lib/i18n/i18n-boundary";
import { PAGE_TEXTS_ATTRIBUTE } from "./lib/i18n/page-texts";
import { pageTextsFile } from "./lib/i18n/resources.server";
import { useSyncLanguage } from "./lib/i18n/use-sync-language";
import { ScriptsAfterPaint, wantsScriptsAfterPaint } from "./lib/islands/after-paint";
import { PrioritisedScripts } from "./lib/islands/script-priority";
import { readLiked } from "./lib/liked.server";
import { useNonce } from "./lib/nonce";
import { readPreferences } from "./lib/preferences.server";
import { isStaff, readSessionUser } from "./lib/session-user.server";
import { footerData } from "./lib/site/footer.server";
import { serviceFlags } from "./lib/site/service-flags.server";
import { readTheme } from "./lib/site/theme.server";
import { webPushConfig } from "./lib/site/web-push-config.server";
import { notificationCounts } from "./routes/_notifications+/notifications.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const prefs = readPreferences(request, context);
  const user = await readSessionUser(request, context.cloudflare.env);
  // Critical for every page (header pickers, direction, the bell's badge); fetched in parallel.
  // A stale session answers 401 on the badge call, which signs the user out to /login.
  // The site's lists are the same for everybody: on a page kept in the page cache they are kept
  // beside it (docs/decisions/045).
  const site = () =>
    Promise.all([getActiveLanguages(api), getActiveCurrencies(api), footerData(api), serviceFlags(api)]);
  const [[languages, currencies, footer, services], unread, inCart, savedAddresses] = await Promise.all([
    context.pageData ? context.pageData("site", site) : site(),
    notificationCounts(api, user),
    cartCount(context, api, user !== null),
    savedAddressChoices(api, user),
  ]);
  const language = languages.find((l) => l.locale === prefs.lang) ?? languages.find((l) => l.default);
  const currency = shownCurrency(currencies, prefs.currencyId);
  const lang = language?.locale ?? "en";
  return {
    lang,
    dir: language?.backward ? ("rtl" as const) : ("ltr" as const),
    /** The page's translation bundles come as a file of their own (lib/i18n/page-texts.ts). */
    texts: pageTextsFile(lang).url,
    languages,
    currencies,
    currency,
    theme: readTheme(context),
    cartCount: inCart,
    delivery: readDeliveryAddress(context),
    savedAddresses,
    liked: readLiked(context),
    // The menu links the admin panel for the staff the console serves (admin, manager) only.
    user: user ? { ...user, privileged: isStaff(user) } : null,
    notificationStatistic: unread,
    mapsKey: context.cloudflare.env.GOOGLE_MAPS_KEY ?? null,
    push: user ? webPushConfig(context.cloudflare.env) : null,
    origin: new URL(request.url).origin,
    footer,
    services,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** Settings, languages and currencies change only through a form post or the lang/currency query. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  // An explicit revalidation (after a cart write) refreshes the header's count too.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const keys = ["lang", "currency_id"];
  return keys.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const afterPaint = wantsScriptsAfterPaint(useMatches().map((match) => match.handle));
  return (
    <html lang={data?.lang ?? "en"} dir={data?.dir ?? "ltr"} className={data?.theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f8f4e" />
        <Meta />
        <Links />
        {data?.texts ? (
          // Inert on the pages that fetch their scripts after the first paint, like their preloads.
          <link
            rel={afterPaint ? "x-preload" : "preload"}
            as="fetch"
            crossOrigin="anonymous"
            href={data.texts}
            {...{ [PAGE_TEXTS_ATTRIBUTE]: data.lang }}
          />
        ) : null}
      </head>
      <body className="min-h-screen bg-bg text-fg antialiased">
        <I18nBoundary lang={data?.lang ?? "en"}>{children}</I18nBoundary>
        <ScrollRestoration nonce={nonce} />
        <PrioritisedScripts nonce={nonce} loading={afterPaint ? "after-paint" : "low"} />
        <ScriptsAfterPaint />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  useSyncLanguage(data?.lang ?? "en", data?.texts);
  const { t } = useTranslation();
  // The design system's toasts, mounted once for every page.
  return (
    <PriceLocale.Provider value={data?.lang ?? "en"}>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
      <Toasts dismissLabel={t("web:chat.close")} />
    </PriceLocale.Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("errors");
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <a href="/" className="text-2xl font-bold text-primary">
          Tiffin
        </a>
        <h1 className="text-xl font-semibold">{t("notFound.title")}</h1>
        <p className="text-muted">{t("notFound.text")}</p>
        <a href="/" className="rounded-full bg-primary px-5 py-2 font-medium text-primary-fg">
          {t("notFound.home")}
        </a>
      </main>
    );
  }
  return (
    <main>
      <ErrorFallback
        t={(key, values) => t(key, values)}
        onReset={() => window.location.assign(location.pathname + location.search)}
      />
    </main>
  );
}
