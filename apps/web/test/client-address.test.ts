import { describe, expect, it } from "vitest";
import { visitorAddress, withClientAddress, withPublicOrigin } from "../app/lib/client-address.server";

const CLIENT_ADDRESS_HEADER = "X-Tiffin-Client-Address";

const page = (headers: Record<string, string>) => new Request("https://tiffin.test/login", { headers });

describe("the visitor's address passed to the in-process API", () => {
  it("is Cloudflare's CF-Connecting-IP, in every environment", () => {
    const request = page({ "CF-Connecting-IP": "203.0.113.7", "X-Forwarded-For": "10.0.0.1" });
    expect(visitorAddress(request, "production")).toBe("203.0.113.7");
    expect(visitorAddress(request, "development")).toBe("203.0.113.7");
  });

  it("falls back to the first X-Forwarded-For hop in development only", () => {
    const request = page({ "X-Forwarded-For": "198.51.100.4, 10.0.0.1" });
    expect(visitorAddress(request, "development")).toBe("198.51.100.4");
    expect(visitorAddress(request, "production")).toBeNull();
    expect(visitorAddress(request, undefined)).toBeNull();
  });

  it("ignores a header that is not an address", () => {
    expect(visitorAddress(page({ "CF-Connecting-IP": "evil; DROP" }), "production")).toBeNull();
    expect(visitorAddress(page({ "X-Forwarded-For": "<script>" }), "development")).toBeNull();
  });

  it("replaces whatever the API request carried in the header with the visitor's address", () => {
    const apiRequest = () =>
      new Request("http://api.internal/api/v1/auth/login", {
        method: "POST",
        headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9", Authorization: "Bearer t" },
        body: "{}",
      });
    const forwarded = withClientAddress(apiRequest(), "203.0.113.7", CLIENT_ADDRESS_HEADER);
    expect(forwarded.headers.get(CLIENT_ADDRESS_HEADER)).toBe("203.0.113.7");
    expect(forwarded.headers.get("Authorization")).toBe("Bearer t");
    expect(forwarded.method).toBe("POST");
    expect(withClientAddress(apiRequest(), null, CLIENT_ADDRESS_HEADER).headers.has(CLIENT_ADDRESS_HEADER)).toBe(false);
  });

  it("replaces a public-origin header the API request carried with the page's own origin", () => {
    const header = "X-Tiffin-Public-Origin";
    const apiRequest = new Request("http://api.internal/api/v1/dashboard/user/order-stripe-process?order_id=1", {
      headers: { [header]: "https://attacker.example", Authorization: "Bearer t" },
    });
    const forwarded = withPublicOrigin(apiRequest, "https://tiffin.test", header);
    expect(forwarded.headers.get(header)).toBe("https://tiffin.test");
    expect(forwarded.headers.get("Authorization")).toBe("Bearer t");
    expect(forwarded.url).toBe(apiRequest.url);
  });
});
