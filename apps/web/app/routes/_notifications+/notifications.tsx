import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { NOTIFICATION_TABS } from "@tiffin/core";
import { EmptyState } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { PushPrompt } from "../../components/push/push-controller";
import { apiFor } from "../../lib/api.server";
import { pageTitle } from "../../lib/page-title";
import { readSessionUser } from "../../lib/session-user.server";
import { readerTimeZone } from "../../lib/time-zone.server";
import { useRootData } from "../../root";
import { MarkAllReadForm, NotificationList } from "./__notification-list";
import { NotificationTabLabel } from "./__notification-tab-label";
import { type NotificationsView, notificationsHref, readNotificationsView } from "./__notification-tabs";
import { NotificationsLoading } from "./__notifications-loading";
import { listNotifications, readFromForm, type UnreadByTab, unreadByTab } from "./notifications.server";

/** The title in the reader's language, from the page's texts (lib/i18n/page-texts.ts). */
export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, "notifications", "title", "Notifications") },
  { name: "robots", content: "noindex" },
];

/** A tab and how many pages of it: the page itself, and what the bell's panel loads with a fetcher. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/login");
  const api = apiFor(request, context);
  const view = readNotificationsView(new URL(request.url).searchParams);
  const [{ items, hasMore }, unread] = await Promise.all([listNotifications(api, view), unreadByTab(api)]);
  return { ...view, items, hasMore, unread, timeZone: readerTimeZone(request) };
}

/**
 * The page's forms (see readFromForm): the answer is a redirect, to the notification's target
 * when it has one, else back to the same view. The bell's panel posts to /notifications/panel.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/login");
  const { answer } = await readFromForm(apiFor(request, context), await request.formData());
  const back = notificationsHref(readNotificationsView(new URL(request.url).searchParams));
  return redirect((answer.ok && answer.target) || back);
}

function TabLinks({ view, unread }: { view: NotificationsView; unread: UnreadByTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("notifications:tabsLabel")}>
      <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-surface-muted p-1">
        {NOTIFICATION_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={notificationsHref({ tab, pages: 1 })}
              aria-current={tab === view.tab ? "page" : undefined}
              className="block rounded-md px-3 py-1.5 text-sm font-medium text-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-sm"
            >
              <NotificationTabLabel tab={tab} unread={unread[tab]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /notifications: the full page, working as links and forms before (or without) JavaScript. */
export default function NotificationsPage() {
  const view = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const href = notificationsHref(view);
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === "/notifications";
  const push = useRootData()?.push ?? null;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("notifications:title")}</h1>
        <MarkAllReadForm Form={Form} action={href} />
      </div>
      <PushPrompt config={push} />
      <TabLinks view={view} unread={view.unread} />
      {view.items.length === 0 ? (
        <EmptyState title={t("notifications:empty")} />
      ) : (
        <NotificationList items={view.items} timeZone={view.timeZone} Form={Form} action={href} />
      )}
      {loadingMore ? <NotificationsLoading /> : null}
      {view.hasMore ? (
        <Link
          to={notificationsHref({ ...view, pages: view.pages + 1 })}
          preventScrollReset
          className="self-center rounded-full border border-border px-5 py-2 font-medium hover:bg-surface-hover"
        >
          {t("notifications:loadMore")}
        </Link>
      ) : null}
    </main>
  );
}

/**
 * The bell loads its panel through this module (a dynamic import on the first click), so the
 * page and the panel share one chunk: the shared @tiffin/ui parts keep their current chunks and
 * none of it slips into the home page's first load.
 */
export { default as NotificationPanel } from "./__notification-panel";
