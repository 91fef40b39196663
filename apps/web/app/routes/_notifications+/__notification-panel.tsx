import { hasMore, NOTIFICATION_TABS, type NotificationTab, type notificationsMachine, unreadOfTab } from "@tiffin/core";
import {
  BREAKPOINTS,
  Button,
  Drawer,
  EmptyState,
  Modal,
  NotificationItem,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@tiffin/ui";
import { useSelector } from "@xstate/react";
import { type ReactNode, type RefObject, useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import { NotificationTabLabel } from "./__notification-tab-label";
import { NotificationsLoading } from "./__notifications-loading";

const PHONE = `(max-width: ${BREAKPOINTS.mobileModal - 0.02}px)`;

function watchPhone(onChange: () => void) {
  const list = window.matchMedia(PHONE);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Under 576px? The panel only ever renders in the browser, so this reads the width at once
 * (no first render as a drawer on a phone), then follows it.
 */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    watchPhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

export interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: focus goes back to it when the panel closes. */
  opener: RefObject<HTMLElement>;
  /** The bell's running notifications machine: the panel shows its list and sends it the reader's choices. */
  notifications: ActorRefFrom<typeof notificationsMachine>;
}

/**
 * The bell's panel (SPEC.md section 4): a drawer from 576px, a modal below, with the same tabs,
 * rows, "load more" and "mark all as read" as /notifications. What it shows is the state of
 * core's notifications machine (tab, pages, unread counts, read marks), which the bell runs.
 */
export default function NotificationPanel({ open, onOpenChange, opener, notifications }: NotificationPanelProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { tab, list, statistic } = useSelector(notifications, (snapshot) => snapshot.context);
  const loading = useSelector(notifications, (snapshot) => snapshot.matches({ list: "loading" }));
  const rows = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);

  // After "load more", focus the first new row rather than leave it on a button that may be gone.
  useEffect(() => {
    if (firstNew.current === null || loading || list.items.length <= firstNew.current) return;
    rows.current?.querySelectorAll<HTMLButtonElement>("li button")[firstNew.current]?.focus();
    firstNew.current = null;
  }, [loading, list.items.length]);

  let body: ReactNode;
  if (list.items.length === 0 && (loading || list.page === 0)) body = <NotificationsLoading />;
  else if (list.items.length === 0) body = <EmptyState title={t("notifications:empty")} />;
  else {
    body = (
      <div ref={rows} className="flex flex-col gap-3">
        <ul aria-label={t("notifications:title")} className="flex flex-col gap-1">
          {list.items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={{
                  id: notification.id,
                  type: notification.type,
                  title: notification.title,
                  body: notification.body,
                  readAt: notification.read_at,
                  createdAt: notification.created_at,
                }}
                onOpen={() => notifications.send({ type: "notifications.read", id: notification.id })}
                t={(key, values) => t(key, values)}
              />
            </li>
          ))}
        </ul>
        {hasMore(list) ? (
          <Button
            variant="outline"
            className="self-center"
            disabled={loading}
            aria-busy={loading || undefined}
            onClick={() => {
              firstNew.current = list.items.length;
              notifications.send({ type: "notifications.loadMore" });
            }}
          >
            {t("notifications:loadMore")}
          </Button>
        ) : null}
      </div>
    );
  }

  const Shell = phone ? Modal : Drawer;
  return (
    <Shell
      open={open}
      onOpenChange={onOpenChange}
      title={t("notifications:title")}
      closeLabel={t("actions.close")}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <div className="flex justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => notifications.send({ type: "notifications.readAll" })}
        >
          {t("notifications:markAllRead")}
        </Button>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          const chosen = NOTIFICATION_TABS.find((candidate) => candidate === next);
          if (chosen) notifications.send({ type: "notifications.tab", tab: chosen });
        }}
      >
        <TabsList aria-label={t("notifications:tabsLabel")} className="max-w-full flex-wrap">
          {NOTIFICATION_TABS.map((each: NotificationTab) => (
            <TabsTrigger key={each} value={each}>
              <NotificationTabLabel tab={each} unread={unreadOfTab(statistic, each)} />
            </TabsTrigger>
          ))}
        </TabsList>
        {NOTIFICATION_TABS.map((each) => (
          <TabsContent key={each} value={each}>
            {each === tab ? body : null}
          </TabsContent>
        ))}
      </Tabs>
    </Shell>
  );
}
