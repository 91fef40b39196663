import { isOpenNow, type ShopSchedule } from "@tiffin/core";
import type { ShopSummary } from "@tiffin/ui";
import { useEffect, useState } from "react";
import type { ShopTile } from "./shop-view";

/** How often a shown page looks at the clock again. */
const RECHECK_MS = 60_000;

/**
 * Whether a shop is open now, by its working hours in its own time zone, judged in the browser
 * after hydration and again every minute. The server's HTML may be served from the page cache
 * long after it was rendered, so it carries no answer: null until the page has run.
 */
export function useOpenNow(schedule: ShopSchedule | null, timeZone: string): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (!schedule) return;
    const look = () => setOpen(isOpenNow(schedule, new Date(), timeZone));
    look();
    const timer = setInterval(look, RECHECK_MS);
    return () => clearInterval(timer);
  }, [schedule, timeZone]);
  return open;
}

/** A shop card's summary with "closed" once the browser finds its hours have passed. */
export function useShopOpen(tile: Pick<ShopTile, "summary" | "schedule" | "timeZone">): ShopSummary {
  const withinHours = useOpenNow(tile.schedule, tile.timeZone);
  return withinHours === false ? { ...tile.summary, open: false } : tile.summary;
}
