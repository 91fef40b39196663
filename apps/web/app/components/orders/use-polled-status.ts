import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { POLL_FALLBACK_MS } from "./use-live-order";

/**
 * Keeps a parcel's or a table booking's page current while the shop or the courier can still
 * move it: the loader is asked again every POLL_FALLBACK_MS, and at once when the tab comes back
 * into view. Orders have a pushed stream (use-live-order.ts); parcels and bookings, moved a few
 * times a day by staff, are polled.
 */
export function usePolledStatus(active: boolean) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!active) return;
    const ask = () => {
      if (document.visibilityState === "visible") revalidate.current();
    };
    const poll = setInterval(ask, POLL_FALLBACK_MS);
    document.addEventListener("visibilitychange", ask);
    return () => {
      clearInterval(poll);
      document.removeEventListener("visibilitychange", ask);
    };
  }, [active]);
}
