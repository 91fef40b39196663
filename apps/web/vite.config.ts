import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    // Only for `vite dev`: under a build it would start workerd and the build would never exit.
    ...(command === "serve" ? [cloudflareDevProxyVitePlugin()] : []),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  resolve: { dedupe: ["react", "react-dom"], mainFields: ["browser", "module", "main"] },
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client"] },
  build: { minify: true },
}));
