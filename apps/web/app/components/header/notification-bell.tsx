import { BellIcon, CountBadge } from "@tiffin/ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** How often a signed-in page asks for the unread count (SPEC.md section 7). */
export const UNREAD_POLL_MS = 10_000;

/**
 * The bell with its unread badge. The server renders the count it had; while someone is signed
 * in and the tab is visible the bell asks again every 10 s. If the session has gone stale the
 * answer is the sign-out redirect, and the page follows it to /login.
 */
export function NotificationBell({ unread, signedIn }: { unread: number; signedIn: boolean }) {
  const { t } = useTranslation();
  const count = useUnreadCount(unread, signedIn);
  return (
    <a
      href={signedIn ? "/notifications" : "/login"}
      aria-label={
        count > 0 ? `${t("header.notifications")}, ${t("header.unreadCount", { count })}` : t("header.notifications")
      }
      className="relative flex size-10 items-center justify-center rounded-full hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
    >
      <BellIcon />
      <CountBadge count={count} label={t("header.unreadCount", { count })} />
    </a>
  );
}

function useUnreadCount(initial: number, signedIn: boolean): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const poll = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const response = await fetch("/notifications/unread", { headers: { Accept: "application/json" } });
        if (cancelled) return;
        if (response.redirected) {
          window.location.assign(response.url);
          return;
        }
        if (response.ok) setCount(((await response.json()) as { unread: number }).unread);
      } catch {
        // Offline for a moment: keep the last count and ask again next time.
      }
    };
    const timer = window.setInterval(poll, UNREAD_POLL_MS);
    // Coming back to the tab asks at once rather than showing a count that may be minutes old.
    document.addEventListener("visibilitychange", poll);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, [signedIn]);
  return count;
}
