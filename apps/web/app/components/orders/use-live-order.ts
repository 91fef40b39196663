import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** How often the page asks again when the push cannot be had. */
export const POLL_FALLBACK_MS = 10_000;

/**
 * Keeps an active order's page current without a reload. The order's status is pushed by its
 * OrderProgress object as server-sent events (/orders/{id}/live); each new status revalidates
 * the page's loader, so the timeline, the totals and the actions move together. When the push is
 * refused or the browser has no EventSource, the page polls instead.
 */
export function useLiveOrder(orderId: number, status: string, active: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef({ status, revalidate: revalidator.revalidate });
  latest.current = { status, revalidate: revalidator.revalidate };

  useEffect(() => {
    if (!active) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(() => latest.current.revalidate(), POLL_FALLBACK_MS);
    };
    if (typeof EventSource === "undefined") {
      startPolling();
      return () => clearInterval(poll);
    }
    const source = new EventSource(`/orders/${orderId}/live`);
    source.addEventListener("status", (event) => {
      const next = (JSON.parse((event as MessageEvent<string>).data) as { status?: string }).status;
      if (next && next !== latest.current.status) latest.current.revalidate();
    });
    source.addEventListener("error", () => {
      // CONNECTING means the browser retries by itself; CLOSED means the push was refused.
      if (source.readyState === EventSource.CLOSED) startPolling();
    });
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [orderId, active]);
}
