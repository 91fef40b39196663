/**
 * Firebase Cloud Messaging for the web without the Firebase SDK: a standard Push API
 * subscription, a Firebase Installations id, and the FCM registration that turns both into the
 * token the API sends pushes to. The same three calls the SDK makes, in a few hundred bytes.
 */
export interface FcmConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  vapidKey: string;
}

type Fetch = typeof fetch;

export function base64UrlToBytes(text: string): Uint8Array {
  const padded = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
}

export function bytesToBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return btoa(String.fromCharCode(...view))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A Firebase installation id: 22 base64url characters whose first four bits are 0111. */
export function newInstallationId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)) {
  const bytes = random(new Uint8Array(17));
  bytes[0] = 0b0111_0000 + ((bytes[0] ?? 0) % 16);
  return bytesToBase64Url(bytes).slice(0, 22);
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed with HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The FCM token for this browser's push subscription. */
export async function fcmToken(
  config: FcmConfig,
  subscription: { endpoint: string; getKey(name: "auth" | "p256dh"): ArrayBuffer | null },
  fetchImpl: Fetch = fetch,
  fid = newInstallationId(),
): Promise<string> {
  const base = { "Content-Type": "application/json", Accept: "application/json", "x-goog-api-key": config.apiKey };
  const installation = await json<{ authToken: { token: string } }>(
    await fetchImpl(`https://firebaseinstallations.googleapis.com/v1/projects/${config.projectId}/installations`, {
      method: "POST",
      headers: base,
      body: JSON.stringify({ fid, authVersion: "FIS_v2", appId: config.appId, sdkVersion: "w:0.6.4" }),
    }),
    "Firebase installation",
  );
  const auth = subscription.getKey("auth");
  const p256dh = subscription.getKey("p256dh");
  if (!auth || !p256dh) throw new Error("The push subscription has no keys");
  const registration = await json<{ token: string }>(
    await fetchImpl(`https://fcmregistrations.googleapis.com/v1/projects/${config.projectId}/registrations`, {
      method: "POST",
      headers: { ...base, "x-goog-firebase-installations-auth": `FIS ${installation.authToken.token}` },
      body: JSON.stringify({
        web: {
          endpoint: subscription.endpoint,
          auth: bytesToBase64Url(auth),
          p256dh: bytesToBase64Url(p256dh),
          applicationPubKey: config.vapidKey,
        },
      }),
    }),
    "FCM registration",
  );
  return registration.token;
}
