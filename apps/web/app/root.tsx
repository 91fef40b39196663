import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { getActiveCurrencies, getActiveLanguages } from "@tiffin/api-client";
import { apiFor } from "./lib/api.server";
import { readPreferences } from "./lib/preferences.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const prefs = readPreferences(request);
  // Critical for every page (header pickers, direction); fetched in parallel.
  const [languages, currencies] = await Promise.all([getActiveLanguages(api), getActiveCurrencies(api)]);
  const language = languages.find((l) => l.locale === prefs.lang) ?? languages.find((l) => l.default);
  const currency = currencies.find((c) => c.id === prefs.currencyId) ?? currencies.find((c) => c.default) ?? null;
  return {
    lang: language?.locale ?? "en",
    dir: language?.backward ? ("rtl" as const) : ("ltr" as const),
    languages,
    currencies,
    currency,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  return (
    <html lang={data?.lang ?? "en"} dir={data?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e8590c" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <a href="/" className="text-2xl font-bold text-brand">
        Tiffin
      </a>
      <h1 className="text-xl font-semibold">{notFound ? "Page not found" : "Oops, something went wrong!"}</h1>
      {notFound ? null : (
        <a href="." className="rounded-full bg-brand px-5 py-2 font-medium text-white">
          Try again
        </a>
      )}
    </main>
  );
}
