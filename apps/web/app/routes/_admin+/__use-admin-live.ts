import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** How often the console asks again when the push cannot be had. */
export const ADMIN_POLL_MS = 5_000;

/**
 * Keeps a console page current without a reload: `url` answers server-sent events (/admin/live)
 * from `cursor` (what the page rendered), and each `change` event revalidates the page's
 * loaders, so the queue, the order and its next steps move together. When the stream is refused
 * or the browser has no EventSource, the page polls instead. A null url listens to nothing (a
 * finished order).
 */
export function useAdminLive(url: string | null, cursor: string) {
  // The stream opens once per address, from the cursor of the data shown then; a revalidation's
  // new cursor does not reopen it (the stream's own event ids carry it on).
  const since = useRef(cursor);
  since.current = cursor;
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;

  useEffect(() => {
    if (!url) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const revalidate = () => {
      if (latest.current.state === "idle") latest.current.revalidate();
    };
    const startPolling = () => {
      poll ??= setInterval(revalidate, ADMIN_POLL_MS);
    };
    if (typeof EventSource === "undefined") {
      startPolling();
      return () => clearInterval(poll);
    }
    const source = new EventSource(`${url}${url.includes("?") ? "&" : "?"}since=${encodeURIComponent(since.current)}`);
    source.addEventListener("change", revalidate);
    source.addEventListener("error", () => {
      // CONNECTING means the browser retries by itself; CLOSED means the push was refused.
      if (source.readyState === EventSource.CLOSED) startPolling();
    });
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [url]);
}
