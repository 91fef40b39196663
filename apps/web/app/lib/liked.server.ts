import type { AppLoadContext } from "@remix-run/cloudflare";
import { setCookie } from "./cookies.server";

/** Liked restaurants, kept in a cookie (ids, newest first) so the server renders the hearts. */
export const LIKED_COOKIE = "liked";
export const MAX_LIKED = 50;

export function readLiked(context: Pick<AppLoadContext, "cookies">): number[] {
  return (context.cookies.liked ?? []).slice(0, MAX_LIKED);
}

export function toggleLiked(liked: number[], shopId: number): number[] {
  return liked.includes(shopId) ? liked.filter((id) => id !== shopId) : [shopId, ...liked].slice(0, MAX_LIKED);
}

export function likedCookie(liked: number[]): Promise<string> {
  return setCookie(LIKED_COOKIE, liked.slice(0, MAX_LIKED));
}
