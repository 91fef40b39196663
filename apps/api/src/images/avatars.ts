import { imageSize } from "image-size";
import type { ApiBindings } from "../env";
import { HttpError } from "../http/errors";

/** Uploaded profile photos: at most this many bytes. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const PATH = /^\/storage\/images\/(avatars\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{16,64}\.(?:jpg|png|webp))$/;

const KINDS = [
  { ext: "jpg", type: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
  { ext: "png", type: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

/** The image kind by its first bytes alone (never by the name or the declared type). */
function kindByMagic(bytes: Uint8Array): { ext: "jpg" | "png" | "webp"; type: string } | null {
  for (const kind of KINDS) {
    if (kind.magic.every((byte, i) => bytes[i] === byte)) return { ext: kind.ext, type: kind.type };
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { ext: "webp", type: "image/webp" };
  return null;
}

/**
 * The image kind of an upload: its first bytes say JPEG, PNG or WebP, and its header reads as a
 * picture of that kind with a width and a height (image-size). A file that only starts like an
 * image (the 8 bytes of a PNG signature, a renamed text) is no image.
 */
export function imageKind(bytes: Uint8Array): { ext: string; type: string } | null {
  const kind = kindByMagic(bytes);
  if (!kind) return null;
  try {
    const size = imageSize(bytes);
    return size.type === kind.ext && size.width > 0 && size.height > 0 ? kind : null;
  } catch {
    return null;
  }
}

export function isAvatarPath(pathname: string): boolean {
  return PATH.test(pathname);
}

/**
 * The bucket key of an uploaded photo path when the photo is this user's own (its key starts
 * with `avatars/<their uuid>/`, as the upload names it, ADR 012), else null: the only objects a
 * user's profile may point at, and the only ones a user's upload or deletion may delete.
 */
export function ownAvatarKey(pathname: string, userUuid: string): string | null {
  const key = PATH.exec(pathname)?.[1];
  return key?.startsWith(`avatars/${userUuid.toLowerCase()}/`) ? key : null;
}

/** The bucket photos go to: R2 (`IMAGES`), which `wrangler dev` keeps in a local bucket. */
export function avatarBucket(env: ApiBindings): R2Bucket {
  if (!env.IMAGES) throw new HttpError(503, "ERROR_503", "Image upload is not configured");
  return env.IMAGES;
}

/** Serves an uploaded photo back from the bucket; null when the path is not one. */
export async function avatarResponse(env: ApiBindings, pathname: string): Promise<Response | null> {
  const key = PATH.exec(pathname)?.[1];
  if (!key || !env.IMAGES) return null;
  const object = await env.IMAGES.get(key);
  if (!object) return new Response("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      // A new photo gets a new random name, so a stored one never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ETag: object.httpEtag,
    },
  });
}
