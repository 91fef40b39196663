import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders } from "../server/security-headers";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `)) ?? "";

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ nonce: "abc123", production: false });

  it("runs scripts only from this origin or with the response's nonce, never inline without it", () => {
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("keeps the site out of other sites' frames and limits where forms may post", () => {
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://checkout.stripe.com");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
  });

  it("allows the pictures, styles and fetches the storefront uses", () => {
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
  });

  it("adds an IMAGE_BASE host for pictures, and only its origin", () => {
    const withImages = contentSecurityPolicy({
      nonce: "n",
      production: true,
      imageBase: "https://img.example/tiffin/x",
    });
    expect(directive(withImages, "img-src")).toBe("img-src 'self' data: blob: https://img.example");
    const bad = contentSecurityPolicy({ nonce: "n", production: true, imageBase: "javascript:alert(1)" });
    expect(directive(bad, "img-src")).toBe("img-src 'self' data: blob:");
  });

  it("allows Google Maps' hosts only when a Maps key is set", () => {
    expect(policy).not.toContain("googleapis");
    const withMaps = contentSecurityPolicy({ nonce: "n", production: true, mapsKey: "key" });
    expect(directive(withMaps, "script-src")).toContain("https://*.googleapis.com");
    expect(directive(withMaps, "script-src")).not.toContain("unsafe-inline");
    expect(directive(withMaps, "img-src")).toContain("https://*.gstatic.com");
  });

  it("allows the open map style's origin to be fetched and drawn, and no other, only without a Google key", () => {
    const open = contentSecurityPolicy({
      nonce: "n",
      production: true,
      mapStyleUrl: "https://tiles.example.org/styles/liberty",
    });
    expect(directive(open, "connect-src")).toContain("https://tiles.example.org");
    expect(directive(open, "img-src")).toContain("https://tiles.example.org");
    expect(directive(open, "script-src")).not.toContain("tiles.example.org");
    const keyed = contentSecurityPolicy({
      nonce: "n",
      production: true,
      mapsKey: "key",
      mapStyleUrl: "https://tiles.example.org/styles/liberty",
    });
    expect(keyed).not.toContain("tiles.example.org");
    expect(contentSecurityPolicy({ nonce: "n", production: true, mapStyleUrl: "javascript:alert(1)" })).not.toContain(
      "javascript",
    );
  });

  it("allows Firebase's sign-in and push hosts only with a project, and the Auth emulator never in production", () => {
    const firebase = { authDomain: "demo.firebaseapp.com", emulatorHost: "127.0.0.1:9099" };
    const development = contentSecurityPolicy({ nonce: "n", production: false, firebase });
    expect(directive(development, "script-src")).toBe("script-src 'self' 'nonce-n' https://apis.google.com");
    expect(directive(development, "frame-src")).toBe(
      "frame-src 'self' https://demo.firebaseapp.com http://127.0.0.1:9099",
    );
    expect(directive(development, "connect-src")).toContain("https://identitytoolkit.googleapis.com");
    expect(directive(development, "connect-src")).toContain("https://fcmregistrations.googleapis.com");
    expect(directive(development, "connect-src")).toContain("http://127.0.0.1:9099");
    const production = contentSecurityPolicy({ nonce: "n", production: true, firebase });
    expect(production).not.toContain("127.0.0.1:9099");
    expect(directive(production, "frame-src")).toBe("frame-src 'self' https://demo.firebaseapp.com");
    expect(directive(policy, "script-src")).not.toContain("apis.google.com");
    expect(directive(policy, "frame-src")).toBe("frame-src 'self'");
  });

  it("upgrades insecure requests in production only", () => {
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ nonce: "n", production: true })).toContain("upgrade-insecure-requests");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS in production only, and the other headers everywhere", () => {
    const dev = securityHeaders({ nonce: "n", production: false });
    const prod = securityHeaders({ nonce: "n", production: true });
    expect(dev["Strict-Transport-Security"]).toBeUndefined();
    expect(prod["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    for (const headers of [dev, prod]) {
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toMatch(/camera=\(\).*microphone=\(\)/);
      expect(headers["X-Frame-Options"]).toBe("DENY");
    }
  });

  it("makes a different, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 200 }, newNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
