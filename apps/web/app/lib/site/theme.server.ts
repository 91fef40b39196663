import type { AppLoadContext } from "@remix-run/cloudflare";

export type Theme = "light" | "dark";

/** The theme cookie, so the server renders <html class="dark"> without a flash. */
export function readTheme(context: Pick<AppLoadContext, "cookies">): Theme {
  return context.cookies.theme === "dark" ? "dark" : "light";
}
