import type { Form } from "@remix-run/react";
import { Button, NotificationItem } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import type { NotificationEntry } from "./notifications.server";

interface PostProps {
  /** Remix's <Form>: both post to the /notifications action. */
  Form: typeof Form;
  /** The page's URL (tab and pages), so a plain post comes back to the same view. */
  action: string;
}

/** The rows; each is its own form's submit button, so opening one marks it read, with or without JavaScript. */
export function NotificationList({
  items,
  timeZone,
  Form,
  action,
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
            <input type="hidden" name="intent" value="read" />
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

export function MarkAllReadForm({ Form, action }: PostProps) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="read-all" />
      <Button type="submit" variant="outline" size="sm">
        {t("notifications:markAllRead")}
      </Button>
    </Form>
  );
}
