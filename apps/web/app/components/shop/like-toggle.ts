import { useFetcher, useFetchers } from "@remix-run/react";
import { useRootData } from "../../root";

/** Liked state of a shop with the pending toggle already applied, and the toggle itself. */
export function useLikeToggle(shopId: number) {
  const root = useRootData();
  const fetcher = useFetcher();
  const pending = useFetchers().find((f) => f.formAction === "/liked" && f.formData?.get("shop_id") === String(shopId));
  const stored = root?.liked.includes(shopId) ?? false;
  const liked = pending ? !stored : stored;
  const toggle = () => fetcher.submit({ shop_id: String(shopId) }, { method: "post", action: "/liked" });
  return { liked, toggle };
}
