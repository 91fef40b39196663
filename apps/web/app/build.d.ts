declare module "*/build/server/index.js" {
  import type { ServerBuild } from "@remix-run/cloudflare";

  const build: ServerBuild;
  export = build;
}
