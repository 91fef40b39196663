import { useFetcher, useNavigate } from "@remix-run/react";
import { BREAKPOINTS, Button, Drawer, EmptyState, Modal, Tabs, TabsContent, TabsList, TabsTrigger } from "@tiffin/ui";
import { type ReactNode, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import {
  NOTIFICATION_TABS,
  type NotificationsView,
  type NotificationTab,
  notificationsHref,
} from "../../lib/notification-tabs";
import type { loader, NotificationsActionResult } from "../../routes/notifications";
import { MarkAllReadForm, NotificationList } from "./notification-list";
import { NotificationTabLabel } from "./notification-tab-label";
import { NotificationsLoading } from "./notifications-loading";

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
  /** Called after a post (one read, or all): the bell asks for its count again. */
  onRead: () => void;
}

/**
 * The bell's panel (SPEC.md section 4): a drawer from 576px, a modal below, with the same tabs,
 * rows, "load more" and "mark all as read" as /notifications. Rows come from that route's loader
 * through a fetcher, and posts go to its action with panel=1 (JSON back, no redirect).
 */
export default function NotificationPanel({ open, onOpenChange, opener, onRead }: NotificationPanelProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const [view, setView] = useState<NotificationsView>({ tab: "all", pages: 1 });
  const list = useFetcher<typeof loader>();
  const post = useFetcher<NotificationsActionResult>();
  const rows = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  const handled = useRef<unknown>(null);
  const { load } = list;
  const href = notificationsHref(view);

  // Each opening asks again: notifications may have come in since.
  useEffect(() => {
    if (open) load(href);
  }, [open, href, load]);

  // Revalidation refreshes the rows; the bell re-counts, and a row with a target goes there.
  useEffect(() => {
    if (post.state !== "idle" || !post.data || handled.current === post.data) return;
    handled.current = post.data;
    onRead();
    if (post.data.ok && post.data.target) {
      onOpenChange(false);
      navigate(post.data.target);
    }
  }, [post.state, post.data, onRead, onOpenChange, navigate]);

  const shown = list.data && list.data.tab === view.tab ? list.data : null;

  // After "load more", focus the first new row rather than leave it on a button that may be gone.
  useEffect(() => {
    if (firstNew.current === null || !shown || shown.pages !== view.pages) return;
    rows.current?.querySelectorAll<HTMLButtonElement>("li button")[firstNew.current]?.focus();
    firstNew.current = null;
  }, [shown, view.pages]);

  let body: ReactNode;
  if (!shown) body = <NotificationsLoading />;
  else if (shown.items.length === 0) body = <EmptyState title={t("notifications:empty")} />;
  else {
    const loading = list.state === "loading";
    body = (
      <div ref={rows} className="flex flex-col gap-3">
        <NotificationList items={shown.items} Form={post.Form} action="/notifications" panel />
        {shown.hasMore ? (
          <Button
            variant="outline"
            className="self-center"
            disabled={loading}
            aria-busy={loading || undefined}
            onClick={() => {
              firstNew.current = shown.items.length;
              setView({ ...view, pages: view.pages + 1 });
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
        <MarkAllReadForm Form={post.Form} action="/notifications" panel />
      </div>
      <Tabs value={view.tab} onValueChange={(tab) => setView({ tab: tab as NotificationTab, pages: 1 })}>
        <TabsList aria-label={t("notifications:tabsLabel")} className="max-w-full flex-wrap">
          {NOTIFICATION_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              <NotificationTabLabel tab={tab} unread={list.data?.unread[tab] ?? 0} />
            </TabsTrigger>
          ))}
        </TabsList>
        {NOTIFICATION_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === view.tab ? body : null}
          </TabsContent>
        ))}
      </Tabs>
    </Shell>
  );
}
