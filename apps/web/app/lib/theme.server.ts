import { readCookie } from "./cookies.server";

export type Theme = "light" | "dark";

/** The theme cookie, so the server renders <html class="dark"> without a flash. */
export function readTheme(request: Request): Theme {
  return readCookie(request, "theme") === "dark" ? "dark" : "light";
}
