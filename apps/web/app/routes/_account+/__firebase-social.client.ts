import { initializeApp } from "firebase/app";
import {
  type AuthProvider,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  getAuth,
  OAuthProvider,
  signInWithPopup,
} from "firebase/auth";

/** The public Firebase web configuration (no secret: these values ship to every browser). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's origin, only where one runs (development and tests). */
  emulatorUrl?: string | null;
}

export type SocialProvider = "google" | "facebook" | "apple";

function providerFor(kind: SocialProvider): AuthProvider {
  if (kind === "google") return new GoogleAuthProvider();
  if (kind === "facebook") return new FacebookAuthProvider();
  const apple = new OAuthProvider("apple.com");
  apple.addScope("email");
  apple.addScope("name");
  return apple;
}

let auth: ReturnType<typeof getAuth> | null = null;

function authFor(config: FirebaseWebConfig) {
  if (auth) return auth;
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/**
 * Signs in with the provider in a popup and answers what the API needs: the Firebase ID token
 * (which the API verifies) and the name and email the provider shared.
 */
export async function signInWithProvider(config: FirebaseWebConfig, kind: SocialProvider) {
  const result = await signInWithPopup(authFor(config), providerFor(kind));
  return {
    id_token: await result.user.getIdToken(),
    id: result.user.uid,
    name: result.user.displayName ?? "",
    email: result.user.email ?? "",
  };
}
