import type { Context } from "hono";
import type { ApiEnv } from "../env";
import { cleanOrigin } from "./client-address";

const PREFIX = "/storage/images/";
const ABSOLUTE = /^(?:https?:)?\/\/|^data:/i;

/**
 * Where pictures are served from: `IMAGE_BASE` (an origin, optionally with a path), else the origin
 * the visitor used (forwarded by the storefront to its in-process app), else the request's origin.
 * Worked out once per request (http/locale.ts keeps it as `imageBase`).
 */
export function imageBaseOf(c: Context<ApiEnv>): string {
  const known: string | undefined = c.var.imageBase;
  if (known !== undefined) return known;
  const configured = c.env.IMAGE_BASE?.trim();
  if (configured && /^https?:\/\//i.test(configured)) return configured.replace(/\/+$/, "");
  return c.var.forwardedOrigin ?? cleanOrigin(new URL(c.req.url).origin) ?? "";
}

/** A stored path with a repeated `/storage/images/` prefix collapsed to one. */
export function storedImagePath(path: string): string {
  return path.replace(/^(?:\/+storage\/images)+\/+/, PREFIX);
}

/**
 * Stored picture paths as absolute URLs on `imageBase` (left as stored without one), each distinct
 * path made once: a menu names the same few addon pictures hundreds of times, and one string
 * shared by all of them is joined and written out as JSON once instead of hundreds of times.
 */
export function pictureUrls(imageBase: string | undefined): (path: string | null) => string | null {
  if (imageBase === undefined) return (path) => path;
  const made = new Map<string, string>();
  return (path) => {
    if (path === null) return null;
    let url = made.get(path);
    if (url === undefined) {
      url = absoluteImage(path, imageBase);
      made.set(path, url);
    }
    return url;
  };
}

/** One picture as an absolute URL: a stored absolute URL stays as is, a path gets the base once. */
export function absoluteImage(path: string, base: string): string {
  if (!path || ABSOLUTE.test(path) || !base) return path;
  const clean = storedImagePath(path.startsWith("/") ? path : `/${path}`);
  return `${base}${clean}`;
}

/** A picture key and its string value, in JSON text: `"img":"…"` (the literal's content captured). */
const IMAGE_VALUE = /"(img|logo_img|background_img)":"((?:[^"\\]|\\.)*)"/g;
/** A picture-list key and its list of strings (or nulls), in JSON text. */
const IMAGE_LIST = /"(file_urls|images)":\[((?:"(?:[^"\\]|\\.)*"|null|,)*)\]/g;
/** One string literal (its content captured) inside a captured list. */
const LITERAL = /"((?:[^"\\]|\\.)*)"/g;

/**
 * Every picture of a JSON body made absolute: each `img`, `logo_img` and `background_img` string
 * and each string of a `file_urls` or `images` list, at any depth. Works on the text, so the body is
 * not walked as objects: in JSON, `"img":"` can only be a key and the start of its value (a quote
 * inside a string is always escaped), so text inside other strings is never touched. A literal's
 * content is used as it stands, escapes and all: `absoluteImage` only reads and adds plain leading
 * characters (`/`, a scheme, the base), which JSON never escapes.
 */
export function absoluteImagesInJson(json: string, base: string): string {
  if (!base) return json;
  const jsonBase = JSON.stringify(base).slice(1, -1);
  const absolute = (content: string) => absoluteImage(content, jsonBase);
  return json
    .replace(IMAGE_VALUE, (_match, key: string, content: string) => `"${key}":"${absolute(content)}"`)
    .replace(
      IMAGE_LIST,
      (_match, key: string, list: string) =>
        `"${key}":[${list.replace(LITERAL, (_literal, content: string) => `"${absolute(content)}"`)}]`,
    );
}

/**
 * A picture a client sends back to be stored (a profile photo): the image base or the request's
 * origin is taken off again so the database keeps paths, never one origin's URL of them.
 */
export function pathOfSentImage(value: string, base: string): string {
  if (base && value.startsWith(`${base}/`)) return storedImagePath(value.slice(base.length));
  return value.startsWith("/") ? storedImagePath(value) : value;
}
