import { E2E_PORT, startSecondWorker } from "./second-worker";

/** The storefront with web push configured, beside the journeys' own (which has none). */
export const PUSH_PORT = E2E_PORT + 3000;
export const PUSH_BASE_URL = `http://127.0.0.1:${PUSH_PORT}`;

/** The web app's public Firebase values of a demo project: nothing here reaches Google. */
export const PUSH_CONFIG = {
  apiKey: "demo-key",
  projectId: "demo-tiffin",
  appId: "1:123456789012:web:0f1e2d3c4b5a69788796a5",
  vapidKey: "BEKmgcl_ys98bHgFmabv0tMBadh0CjW0DjWE6pURgYR5M8ZFgKSHXvBSB4d2BaPYN2wy5iVVQrN-WT7YMe5MgA0",
};

/**
 * Starts the development Worker a second time, with all four FIREBASE_* values of web push set,
 * on a copy of the journeys' database; the returned function stops it.
 */
export function startPushServer(): Promise<() => void> {
  return startSecondWorker({
    port: PUSH_PORT,
    name: "push",
    vars: {
      CODE_REQUESTS_PER_CLIENT: "5000",
      FIREBASE_API_KEY: PUSH_CONFIG.apiKey,
      FIREBASE_PROJECT_ID: PUSH_CONFIG.projectId,
      FIREBASE_APP_ID: PUSH_CONFIG.appId,
      FIREBASE_VAPID_KEY: PUSH_CONFIG.vapidKey,
    },
  });
}
