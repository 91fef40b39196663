import type { WebEnv } from "../../../load-context";

/** What the browser needs to subscribe to Firebase Cloud Messaging: public values only. */
export interface WebPushConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  vapidKey: string;
}

/**
 * The push configuration when every FIREBASE_* value is set, else null: then nothing loads and
 * the in-app notification panel (polled) carries the notifications alone.
 */
export function webPushConfig(env: WebEnv): WebPushConfig | null {
  const apiKey = env.FIREBASE_API_KEY;
  const projectId = env.FIREBASE_PROJECT_ID;
  const appId = env.FIREBASE_APP_ID;
  const vapidKey = env.FIREBASE_VAPID_KEY;
  if (!apiKey || !projectId || !appId || !vapidKey) return null;
  return { apiKey, projectId, appId, vapidKey };
}
