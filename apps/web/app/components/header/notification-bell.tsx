import { useNavigate } from "@remix-run/react";
import type { NotificationStatistic } from "@tiffin/core";
import { BellIcon, CountBadge } from "@tiffin/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { forwardRef, lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { storefrontNotificationsMachine } from "./notifications-machine";

// Fetched on the first click on the bell, never with the page: it comes in the chunk of the
// /notifications route, which exports it (see there).
const NotificationPanel = lazy(() =>
  import("../../routes/_notifications+/notifications").then((m) => ({ default: m.NotificationPanel })),
);

/** A plain left click: other clicks (new tab, new window) keep following the link. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const visible = () => typeof document === "undefined" || document.visibilityState !== "hidden";

/**
 * The bell with its unread badge. It is a link to /notifications, which is what it stays before
 * the header's code loads; after that it runs core's notifications machine, which polls the
 * statistic while someone is signed in and the tab is visible, and a click opens the panel in
 * place, driven by the same machine. The server renders the statistic it had, and the machine
 * starts from it.
 */
export function NotificationBell(props: BellProps) {
  // The server renders the link with the count it has; the machine runs in the browser only.
  return typeof document === "undefined" ? (
    <BellLink count={props.statistic.notification ?? 0} {...props} />
  ) : (
    <LiveBell {...props} />
  );
}

export interface BellProps {
  statistic: NotificationStatistic;
  signedIn: boolean;
}

function LiveBell({ statistic, signedIn }: BellProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const bell = useRef<HTMLAnchorElement>(null);
  // A read row with an order or news item closes the panel and goes there.
  const follow = useRef((_target: string) => {});
  follow.current = (target: string) => {
    setOpen(false);
    navigate(target);
  };
  const [machine] = useState(() => storefrontNotificationsMachine((target) => follow.current(target)));
  const notifications = useActorRef(machine, { input: { signedIn, visible: visible(), statistic } });
  const count = useSelector(notifications, (snapshot) => snapshot.context.statistic.notification ?? 0);

  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current === signedIn) return;
    wasSignedIn.current = signedIn;
    notifications.send({ type: signedIn ? "session.signedIn" : "session.signedOut" });
  }, [signedIn, notifications]);
  // A fresh page render (a navigation, a form post) brings the server's statistic.
  const rendered = JSON.stringify(statistic);
  const lastRendered = useRef(rendered);
  useEffect(() => {
    if (lastRendered.current === rendered) return;
    lastRendered.current = rendered;
    notifications.send({ type: "notifications.statistic", statistic: JSON.parse(rendered) });
  }, [rendered, notifications]);
  useEffect(() => {
    // Coming back to the tab asks at once rather than showing a count that may be minutes old.
    const onChange = () => notifications.send({ type: visible() ? "page.visible" : "page.hidden" });
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [notifications]);
  useEffect(() => {
    notifications.send({ type: open ? "notifications.open" : "notifications.close" });
  }, [open, notifications]);

  return (
    <>
      <BellLink
        ref={bell}
        count={count}
        signedIn={signedIn}
        onClick={(event) => {
          if (!signedIn || event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={setOpen} opener={bell} notifications={notifications} />
        </Suspense>
      ) : null}
    </>
  );
}

const BellLink = forwardRef<
  HTMLAnchorElement,
  { count: number; signedIn: boolean; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }
>(function BellLink({ count, signedIn, onClick }, ref) {
  const { t } = useTranslation();
  return (
    <a
      ref={ref}
      href={signedIn ? "/notifications" : "/login"}
      onClick={onClick}
      aria-label={
        count > 0 ? `${t("header.notifications")}, ${t("header.unreadCount", { count })}` : t("header.notifications")
      }
      className="relative flex size-10 items-center justify-center rounded-full hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
    >
      <BellIcon />
      <CountBadge count={count} label={t("header.unreadCount", { count })} />
    </a>
  );
});
