import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** How often the page asks again when the push cannot be had. */
export const POLL_FALLBACK_MS = 10_000;

/**
 * Keeps a page that shows one thing's status current without a reload. `path` streams the status
 * as server-sent `status` events: an order's from its OrderProgress object (/orders/{id}/live),
 * a parcel's or a table booking's from the storefront asking the API every second
 * (/parcels/{id}/live, /reservations/{id}/live, lib/live-stream.server.ts). Each new status
 * revalidates the page's loader, so everything on it moves together. When the push is refused or
 * the browser has no EventSource, the page polls instead.
 */
export function useLiveStatus(path: string, status: string, active: boolean) {
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
    const source = new EventSource(path);
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
  }, [path, active]);
}

/** An active order's page follows its order (see useLiveStatus). */
export function useLiveOrder(orderId: number, status: string, active: boolean) {
  useLiveStatus(`/orders/${orderId}/live`, status, active);
}
