import { type FcmConfig, fcmToken } from "./fcm-registration.client";

const TOKEN_KEY = "tiffin.fcm-token";

/** Whether this browser can receive web push at all. */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/**
 * Subscribes this browser (the service worker at /firebase-messaging-sw.js shows the pushes)
 * and registers its FCM token with the API through /push-token, once per token.
 */
export async function enableWebPush(config: FcmConfig): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.register("/firebase-messaging-sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      // The public key as base64url text, as the Push API accepts it.
      applicationServerKey: config.vapidKey,
    }));
  const token = await fcmToken(config, subscription);
  if (localStorage.getItem(TOKEN_KEY) === token) return true;
  const body = new FormData();
  body.set("token", token);
  const response = await fetch("/push-token", { method: "POST", body });
  if (response.ok) localStorage.setItem(TOKEN_KEY, token);
  return response.ok;
}

/** Asks for permission (from a click) and subscribes. */
export async function askForWebPush(config: FcmConfig): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  return permission === "granted" && enableWebPush(config);
}
