import type { ApiBindings } from "../env";
import { type FirestoreRestConfig, firestoreRestSdk } from "./firestore-rest";
import { firestoreChatStore } from "./firestore-store";
import { cachedGoogleAccessTokens, DATASTORE_SCOPE, parseServiceAccount } from "./google-token";
import type { ChatStore } from "./port";

/** The emulator's host is honoured only here; production always talks to Google with a token. */
const EMULATOR_ENVIRONMENTS = new Set(["development", "test"]);

/** Whether CHAT_STORE asks for Firestore (the only other value is the default, Durable Objects). */
export function wantsFirestore(env: Pick<ApiBindings, "CHAT_STORE">): boolean {
  return env.CHAT_STORE?.trim().toLowerCase() === "firestore";
}

/**
 * Where and how to reach Firestore: the emulator (`http://{FIRESTORE_EMULATOR_HOST}`, bearer
 * "owner", as Google's SDKs do) outside production when its host is set; else Google with the
 * FIREBASE_SERVICE_ACCOUNT key file's access tokens. null when the project or both are missing.
 */
export function firestoreConnection(
  env: Pick<
    ApiBindings,
    "ENVIRONMENT" | "FIREBASE_PROJECT_ID" | "FIREBASE_SERVICE_ACCOUNT" | "FIRESTORE_EMULATOR_HOST"
  >,
): FirestoreRestConfig | null {
  const project = env.FIREBASE_PROJECT_ID?.trim();
  if (!project) return null;
  const host = env.FIRESTORE_EMULATOR_HOST?.trim();
  if (host && EMULATOR_ENVIRONMENTS.has(env.ENVIRONMENT ?? "")) {
    return { project, origin: `http://${host}`, accessToken: async () => "owner" };
  }
  const account = env.FIREBASE_SERVICE_ACCOUNT ? parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT) : null;
  if (!account) {
    if (env.FIREBASE_SERVICE_ACCOUNT) console.error("FIREBASE_SERVICE_ACCOUNT is not a service account key file");
    return null;
  }
  return { project, accessToken: cachedGoogleAccessTokens(account, DATASTORE_SCOPE) };
}

/** The Firestore chat store for this environment, or null when it is not configured. */
export function firestoreStoreFor(env: ApiBindings): ChatStore | null {
  const connection = firestoreConnection(env);
  if (!connection) return null;
  const rest = firestoreRestSdk(connection);
  return firestoreChatStore(rest.sdk, rest.db);
}
