import type { FetcherWithComponents, Form } from "@remix-run/react";
import { Button, NotificationItem } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import type { NotificationEntry } from "../../lib/notifications.server";

/** Remix's <Form> on the page, a fetcher's <Form> in the panel: both post to the /notifications action. */
export type PostForm = typeof Form | FetcherWithComponents<unknown>["Form"];

interface PostProps {
  Form: PostForm;
  /** The page's URL (tab and pages), so a plain post comes back to the same view. */
  action: string;
  /** Set in the panel: the action answers JSON instead of redirecting. */
  panel?: boolean;
}

function Fields({ intent, panel }: { intent: "read" | "read-all"; panel?: boolean }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {panel ? <input type="hidden" name="panel" value="1" /> : null}
    </>
  );
}

/** The rows; each is its own form's submit button, so opening one marks it read, with or without JavaScript. */
export function NotificationList({
  items,
  timeZone,
  Form,
  action,
  panel,
}: PostProps & {
  items: NotificationEntry[];
  /** The zone the server rendered with (so hydration matches); the browser's own when left out. */
  timeZone?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("notifications:title")} className="flex flex-col gap-1">
      {items.map((notification) => (
        <li key={notification.id}>
          <Form method="post" action={action}>
            <Fields intent="read" panel={panel} />
            <NotificationItem
              notification={notification}
              type="submit"
              name="id"
              value={String(notification.id)}
              timeZone={timeZone}
              t={(key, values) => t(key, values)}
            />
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function MarkAllReadForm({ Form, action, panel }: PostProps) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action}>
      <Fields intent="read-all" panel={panel} />
      <Button type="submit" variant="outline" size="sm">
        {t("notifications:markAllRead")}
      </Button>
    </Form>
  );
}
