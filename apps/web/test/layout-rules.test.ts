import { describe, expect, it } from "vitest";
import { backTargetFor, chromeFor, homeLayoutFor, interfaceVariantOf } from "../app/lib/site/layout-rules";

describe("chromeFor", () => {
  it("gives the auth flow a bare layout", () => {
    for (const path of [
      "/register",
      "/login",
      "/reset-password",
      "/verify-phone",
      "/update-password",
      "/update-details",
      "/welcome",
    ]) {
      expect(chromeFor(path)).toBe("bare");
    }
    expect(chromeFor("/login/")).toBe("bare");
  });

  it("gives checkout, profile, settings, help, order pages and be-seller a reduced header", () => {
    for (const path of [
      "/checkout",
      "/restaurant/3/checkout",
      "/shop/12/checkout",
      "/profile",
      "/settings",
      "/help",
      "/orders/12",
      "/be-seller",
      "/profile/edit",
    ]) {
      expect(chromeFor(path)).toBe("reduced");
    }
  });

  it("keeps the full header elsewhere, the order list included", () => {
    for (const path of ["/", "/shop/1", "/restaurant/2", "/restaurant/2/checkouts", "/search", "/orders", "/logins"]) {
      expect(chromeFor(path)).toBe("full");
    }
  });
});

describe("backTargetFor", () => {
  it("sends order pages to /orders, checkout one step back and the rest home", () => {
    expect(backTargetFor("/orders/12")).toEqual({ kind: "link", href: "/orders" });
    expect(backTargetFor("/checkout")).toEqual({ kind: "history" });
    expect(backTargetFor("/restaurant/3/checkout")).toEqual({ kind: "history" });
    expect(backTargetFor("/shop/12/checkout")).toEqual({ kind: "history" });
    expect(backTargetFor("/profile")).toEqual({ kind: "link", href: "/" });
    expect(backTargetFor("/help")).toEqual({ kind: "link", href: "/" });
  });
});

describe("home layout and interface variant", () => {
  it("maps ui_type 1 and unknown values to layout one, 2 to 4 to layout two", () => {
    expect(homeLayoutFor("1")).toBe(1);
    expect(homeLayoutFor(2)).toBe(2);
    expect(homeLayoutFor("3")).toBe(2);
    expect(homeLayoutFor("4")).toBe(2);
    expect(homeLayoutFor("7")).toBe(1);
    expect(homeLayoutFor(undefined)).toBe(1);
    expect(homeLayoutFor("two")).toBe(1);
  });

  it("reads v=1..4 and defaults to 1", () => {
    expect(interfaceVariantOf("3")).toBe(3);
    expect(interfaceVariantOf(null)).toBe(1);
    expect(interfaceVariantOf("5")).toBe(1);
    expect(interfaceVariantOf("x")).toBe(1);
  });
});
