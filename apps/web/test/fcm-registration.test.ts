import { describe, expect, it } from "vitest";
import { bytesToBase64Url, fcmToken, newInstallationId } from "../app/components/push/fcm-registration.client";
import { webPushConfig } from "../app/lib/site/web-push-config.server";
import type { WebEnv } from "../load-context";

const config = { apiKey: "key-1", projectId: "tiffin-test", appId: "1:2:web:3", vapidKey: "BPublicKey" };
const subscription = {
  endpoint: "https://push.example/send/abc",
  getKey: (name: "auth" | "p256dh") => new Uint8Array(name === "auth" ? [1, 2, 3] : [251, 255, 254]).buffer,
};

describe("FCM registration without the SDK", () => {
  it("makes an installation id of 22 base64url characters starting with the FID marker bits", () => {
    const fid = newInstallationId((bytes) => bytes.fill(0xff));
    expect(fid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(fid[0]).toMatch(/[c-f]/);
  });

  it("encodes keys as unpadded base64url", () => {
    expect(bytesToBase64Url(new Uint8Array([251, 255, 254]))).toBe("-__-");
  });

  it("creates an installation, then registers the subscription with its auth token, and returns the FCM token", async () => {
    const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      const answer = url.includes("installations")
        ? { fid: "f", authToken: { token: "fis-token" } }
        : { token: "fcm-token-123" };
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch;
    expect(await fcmToken(config, subscription, fake, "cFidFidFidFidFidFidFid")).toBe("fcm-token-123");
    expect(calls[0]?.url).toBe("https://firebaseinstallations.googleapis.com/v1/projects/tiffin-test/installations");
    expect(calls[0]?.body).toMatchObject({ fid: "cFidFidFidFidFidFidFid", authVersion: "FIS_v2", appId: "1:2:web:3" });
    expect(calls[1]?.url).toBe("https://fcmregistrations.googleapis.com/v1/projects/tiffin-test/registrations");
    expect(calls[1]?.headers["x-goog-firebase-installations-auth"]).toBe("FIS fis-token");
    expect(calls[1]?.headers["x-goog-api-key"]).toBe("key-1");
    expect(calls[1]?.body).toEqual({
      web: { endpoint: subscription.endpoint, auth: "AQID", p256dh: "-__-", applicationPubKey: "BPublicKey" },
    });
  });

  it("stops when Firebase refuses the installation, without registering anything", async () => {
    let registrations = 0;
    const fake = (async (url: string) => {
      if (url.includes("registrations")) registrations++;
      return new Response("{}", { status: 403 });
    }) as typeof fetch;
    await expect(fcmToken(config, subscription, fake)).rejects.toThrow("Firebase installation failed with HTTP 403");
    expect(registrations).toBe(0);
  });
});

describe("web push configuration", () => {
  const full = {
    FIREBASE_API_KEY: "k",
    FIREBASE_PROJECT_ID: "p",
    FIREBASE_APP_ID: "a",
    FIREBASE_VAPID_KEY: "v",
  } as WebEnv;

  it("is on only when every value is set, so nothing loads without Firebase", () => {
    expect(webPushConfig(full)).toEqual({ apiKey: "k", projectId: "p", appId: "a", vapidKey: "v" });
    for (const key of Object.keys(full) as (keyof WebEnv)[]) {
      expect(webPushConfig({ ...full, [key]: undefined } as WebEnv), key).toBeNull();
    }
  });
});
