import type { Context } from "hono";
import type { ApiEnv } from "../env";
import { cleanOrigin } from "./client-address";

/** Keys whose string value is one picture. */
const IMAGE_KEYS = new Set(["img", "logo_img", "background_img"]);
/** Keys whose value is a list of pictures. */
const IMAGE_LIST_KEYS = new Set(["file_urls", "images"]);
const PREFIX = "/storage/images/";
const ABSOLUTE = /^(?:https?:)?\/\/|^data:/i;

/**
 * Where pictures are served from: `IMAGE_BASE` (an origin, optionally with a path), else the origin
 * the visitor used (forwarded by the storefront to its in-process app), else the request's origin.
 */
export function imageBaseOf(c: Context<ApiEnv>): string {
  const configured = c.env.IMAGE_BASE?.trim();
  if (configured && /^https?:\/\//i.test(configured)) return configured.replace(/\/+$/, "");
  return c.var.forwardedOrigin ?? cleanOrigin(new URL(c.req.url).origin) ?? "";
}

/** A stored path with a repeated `/storage/images/` prefix collapsed to one. */
export function storedImagePath(path: string): string {
  return path.replace(/^(?:\/+storage\/images)+\/+/, PREFIX);
}

/** One picture as an absolute URL: a stored absolute URL stays as is, a path gets the base once. */
export function absoluteImage(path: string, base: string): string {
  if (!path || ABSOLUTE.test(path) || !base) return path;
  const clean = storedImagePath(path.startsWith("/") ? path : `/${path}`);
  return `${base}${clean}`;
}

/**
 * Every picture of a response body made absolute, in place (bodies are built per request). Walks
 * objects and arrays; only the image keys are touched.
 */
export function withAbsoluteImages<T>(value: T, base: string): T {
  if (!base) return value;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      if (typeof item === "string" && IMAGE_KEYS.has(key)) record[key] = absoluteImage(item, base);
      else if (Array.isArray(item) && IMAGE_LIST_KEYS.has(key))
        record[key] = item.map((entry) => (typeof entry === "string" ? absoluteImage(entry, base) : entry));
      else if (item && typeof item === "object") walk(item);
    }
  };
  walk(value);
  return value;
}

/**
 * A picture a client sends back to be stored (a profile photo): the image base or the request's
 * origin is taken off again so the database keeps paths, never one origin's URL of them.
 */
export function pathOfSentImage(value: string, base: string): string {
  if (base && value.startsWith(`${base}/`)) return storedImagePath(value.slice(base.length));
  return value.startsWith("/") ? storedImagePath(value) : value;
}
