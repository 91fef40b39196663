import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * In the browser every text comes from the bundles the root loader sent, and every
 * @tiffin/ui component is handed the app's t(). The English fallback bundles that
 * @tiffin/i18n keeps for callers without a t() would only add about 4.5 KB gzip to the home
 * route, so the client build gets an empty stand-in; the server build keeps the real ones.
 */
function clientWithoutEnglishFallback(): Plugin {
  const stub = "\0tiffin-english-fallback";
  return {
    name: "tiffin:client-without-english-fallback",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr || !importer) return null;
      if (source === "./english-resources" && importer.replace(/\\/g, "/").includes("packages/i18n/src/")) return stub;
      return null;
    },
    load(id) {
      return id === stub ? "export const englishResources = {};" : null;
    },
  };
}

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    clientWithoutEnglishFallback(),
    // Only for `vite dev`: under a build it would start workerd and the build would never exit.
    ...(command === "serve" ? [cloudflareDevProxyVitePlugin()] : []),
    remix({
      // Every v3 flag is on; the routes come from app/routes.ts (ADR 035).
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tailwindcss(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  resolve: { dedupe: ["react", "react-dom"], mainFields: ["browser", "module", "main"] },
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client"] },
  build: {
    minify: true,
    rollupOptions: {
      // The Worker (server/worker-handler.ts) and the routes share one copy of the API client: the
      // server build leaves it to the Worker's bundler, so a text the in-process transport hands
      // over (answerWithText) is found by the client that reads it.
      external: isSsrBuild ? [/^@tiffin\/api-client(\/|$)/] : [],
      // React's component wrappers have no side effects: an unused forwardRef component (and
      // what only it imports) can be dropped from a chunk.
      treeshake: { manualPureFunctions: ["forwardRef", "memo", "createContext"] },
      // No folding of small chunks (experimentalMinChunkSize): with the account, order and
      // wallet pages in the build, Rollup folded shared bits into those route chunks, and home then
      // loaded them at once (107 KB instead of 99). Home now takes 16 smaller files instead of 8,
      // inside the 100 KB budget (measured with e2e/scripts/bundle-size.mjs); docs/decisions/005.
      output: {
        // Web push loads on first use only: its own chunk, never folded into one home loads.
        manualChunks: (id) =>
          id.includes("/app/components/push/") && id.includes(".client.") ? "web-push" : undefined,
      },
    },
  },
}));
