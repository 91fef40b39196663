import { imageResponse, isImagePath } from "@tiffin/api/images";

/** Above this a picture is left to its own request: the page's HTML should stay small. */
const MOST_INLINE_BYTES = 6_000;

/**
 * A picture the Worker draws itself (`/storage/images/<kind>/<name>.svg`, on this origin) as a
 * `data:` URL, so it paints with the HTML instead of waiting for a request of its own that, on a
 * phone's connection, queues behind the page's scripts. Anything else (an uploaded photo, another
 * host, a drawing too large to inline) comes back unchanged.
 */
export async function inlinedPicture(src: string | null | undefined, origin: string): Promise<string | null> {
  if (!src) return src ?? null;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return src;
  }
  if (url.origin !== origin || url.search || !isImagePath(url.pathname)) return src;
  const drawn = imageResponse(url.pathname);
  if (!drawn) return src;
  const svg = await drawn.text();
  if (svg.length > MOST_INLINE_BYTES) return src;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The first of a list with its picture inlined (the page's largest picture when it leads). */
export async function withFirstPictureInlined<T extends { img?: string | null }>(items: T[], origin: string) {
  const [first, ...rest] = items;
  if (!first) return items;
  return [{ ...first, img: await inlinedPicture(first.img, origin) }, ...rest];
}
