import { BellIcon, CountBadge } from "@tiffin/ui";
import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** How often a signed-in page asks for the unread count (SPEC.md section 7). */
export const UNREAD_POLL_MS = 10_000;

// Fetched on the first click on the bell, never with the page: it comes in the chunk of the
// /notifications route, which exports it (see there).
const NotificationPanel = lazy(() =>
  import("../../routes/notifications").then((m) => ({ default: m.NotificationPanel })),
);

/** A plain left click: other clicks (new tab, new window) keep following the link. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The bell with its unread badge. It is a link to /notifications, which is what it stays before
 * the header's code loads; after that a click opens the panel in place. The server renders the
 * count it had; while someone is signed in and the tab is visible the bell asks again every
 * 10 s. If the session has gone stale the answer is the sign-out redirect, and the page follows
 * it to /login.
 */
export function NotificationBell({ unread, signedIn }: { unread: number; signedIn: boolean }) {
  const { t } = useTranslation();
  const [count, askAgain] = useUnreadCount(unread, signedIn);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const bell = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={bell}
        href={signedIn ? "/notifications" : "/login"}
        onClick={(event) => {
          if (!signedIn || event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
        aria-label={
          count > 0 ? `${t("header.notifications")}, ${t("header.unreadCount", { count })}` : t("header.notifications")
        }
        className="relative flex size-10 items-center justify-center rounded-full hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
      >
        <BellIcon />
        <CountBadge count={count} label={t("header.unreadCount", { count })} />
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={setOpen} opener={bell} onRead={askAgain} />
        </Suspense>
      ) : null}
    </>
  );
}

function useUnreadCount(initial: number, signedIn: boolean): [number, () => Promise<void>] {
  const [count, setCount] = useState(initial);
  const mounted = useRef(true);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const ask = useCallback(async () => {
    try {
      const response = await fetch("/notifications/unread", { headers: { Accept: "application/json" } });
      if (!mounted.current) return;
      if (response.redirected) {
        window.location.assign(response.url);
        return;
      }
      if (response.ok) setCount(((await response.json()) as { unread: number }).unread);
    } catch {
      // Offline for a moment: keep the last count and ask again next time.
    }
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    const poll = () => {
      if (document.visibilityState !== "hidden") void ask();
    };
    const timer = window.setInterval(poll, UNREAD_POLL_MS);
    // Coming back to the tab asks at once rather than showing a count that may be minutes old.
    document.addEventListener("visibilitychange", poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, [signedIn, ask]);
  return [count, ask];
}
