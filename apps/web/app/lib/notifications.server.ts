import { type ApiClient, notificationStatistic } from "@tiffin/api-client";
import { orSignOut, type SessionUser } from "./session-user.server";

/**
 * The bell's badge: the signed-in user's unread notifications, all kinds together. Visitors have
 * none and cost no call; a 401 (the token expired or was revoked) becomes the sign-out redirect.
 */
export async function unreadNotifications(api: ApiClient, user: SessionUser | null): Promise<number> {
  if (!user || !api.token) return 0;
  const counts = await orSignOut(notificationStatistic(api));
  return counts.notification ?? 0;
}
