import { z } from "zod";
import { pageQuery, queryPerPage } from "./fields";

export const NOTIFICATION_TYPES = [
  "new_order",
  "new_user_by_referral",
  "status_changed",
  "new_in_table",
  "booking_status",
  "new_booking",
  "news_publish",
  "order_refunded",
  "transaction",
] as const;

export const notificationsQuery = pageQuery.extend({
  perPage: queryPerPage(5),
  type: z.enum(NOTIFICATION_TYPES, { message: "The type is invalid." }).optional(),
  column: z.enum(["id", "created_at", "read_at"], { message: "The column is invalid." }).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationSettingsBody = z.object({
  notifications: z
    .array(
      z.object({
        // Laravel-style clients send ids as strings ("3"); both read as the same kind.
        notification_id: z
          .union(
            [
              z.number().int(),
              z
                .string()
                .regex(/^\d{1,9}$/)
                .transform(Number),
            ],
            { message: "Required" },
          )
          .pipe(z.number().int()),
        active: z.union([z.boolean(), z.literal(0), z.literal(1)], { message: "Required" }),
      }),
      { message: "Required" },
    )
    .min(1, "Required"),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBody>;

export const notificationRequests = {
  "GET /dashboard/notifications": { query: notificationsQuery },
  "POST /dashboard/user/update/notifications": { body: notificationSettingsBody },
} as const;
