import { describe, expect, it } from "vitest";
import { visitorAddress, withForwardedFacts } from "../app/lib/client-address.server";

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

  it("replaces the address and origin headers a request carried (an attacker's) with the visitor's, keeping the rest of it", () => {
    const originHeader = "X-Tiffin-Public-Origin";
    const facts = {
      address: "203.0.113.7",
      addressHeader: CLIENT_ADDRESS_HEADER,
      origin: "https://tiffin.test",
      originHeader,
    };
    const apiRequest = () =>
      new Request("http://api.internal/api/v1/auth/login?x=1", {
        method: "POST",
        headers: {
          [CLIENT_ADDRESS_HEADER]: "10.9.9.9",
          [originHeader]: "https://attacker.example",
          Authorization: "Bearer t",
        },
        body: "{}",
      });
    const forwarded = withForwardedFacts(apiRequest(), facts);
    expect(forwarded.headers.get(CLIENT_ADDRESS_HEADER)).toBe("203.0.113.7");
    expect(forwarded.headers.get(originHeader)).toBe("https://tiffin.test");
    expect(forwarded.headers.get("Authorization")).toBe("Bearer t");
    expect(forwarded.method).toBe("POST");
    expect(forwarded.url).toBe("http://api.internal/api/v1/auth/login?x=1");
    return forwarded.text().then((body) => expect(body).toBe("{}"));
  });

  it("sends no address header at all when the visitor's address is unknown, even one the request carried", () => {
    const facts = {
      address: null,
      addressHeader: CLIENT_ADDRESS_HEADER,
      origin: "https://tiffin.test",
      originHeader: "X-O",
    };
    const apiRequest = new Request("http://api.internal/api/v1/rest/settings", {
      headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9" },
    });
    const forwarded = withForwardedFacts(apiRequest, facts);
    expect(forwarded.headers.has(CLIENT_ADDRESS_HEADER)).toBe(false);
    expect(forwarded.headers.get("X-O")).toBe("https://tiffin.test");
  });

  it("copies a request whose headers cannot change, and gives the copy the visitor's facts", async () => {
    const facts = {
      address: "203.0.113.7",
      addressHeader: CLIENT_ADDRESS_HEADER,
      origin: "https://tiffin.test",
      originHeader: "X-O",
    };
    const request = new Request("http://api.internal/api/v1/rest/settings", {
      headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9", Accept: "application/json" },
    });
    const fixed = new Headers(request.headers);
    const refuse = () => {
      throw new TypeError("Can't modify immutable headers.");
    };
    const immutable = new Proxy(fixed, {
      get(target, property) {
        if (property === "set" || property === "delete" || property === "append") return refuse;
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    Object.defineProperty(request, "headers", { value: immutable });
    const forwarded = withForwardedFacts(request, facts);
    expect(forwarded).not.toBe(request);
    expect(forwarded.headers.get(CLIENT_ADDRESS_HEADER)).toBe("203.0.113.7");
    expect(forwarded.headers.get("X-O")).toBe("https://tiffin.test");
    expect(forwarded.headers.get("Accept")).toBe("application/json");
    expect(request.headers.get(CLIENT_ADDRESS_HEADER)).toBe("10.9.9.9");
  });
});
