import { currenciesResponse, languagesResponse, settingsResponse, settingsToMap } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";

describe("reference data", () => {
  it("GET /rest/settings lists the settings of the spec", async () => {
    const { status, body } = await call("rest/settings");
    expect(status).toBe(200);
    const map = settingsToMap(settingsResponse.parse(body).data);
    for (const key of ["ui_type", "group_order", "active_parcel", "otp_expire_time", "before_order_phone_required"]) {
      expect(map).toHaveProperty(key);
    }
  });

  it("GET /rest/languages/active includes a right-to-left language", async () => {
    const languages = languagesResponse.parse((await call("rest/languages/active")).body).data;
    expect(languages.length).toBeGreaterThanOrEqual(3);
    expect(languages.find((l) => l.locale === "ar")?.backward).toBe(true);
    expect(languages.filter((l) => l.default)).toHaveLength(1);
  });

  it("GET /rest/currencies/active has rates and both symbol positions", async () => {
    const currencies = currenciesResponse.parse((await call("rest/currencies/active")).body).data;
    expect(currencies.length).toBeGreaterThanOrEqual(3);
    expect(new Set(currencies.map((c) => c.position))).toEqual(new Set(["before", "after"]));
    expect(currencies.find((c) => c.default)?.rate).toBe(1);
  });

  it("rejects a malformed lang and currency_id", async () => {
    expect((await call("rest/settings?lang=%3Cscript%3E")).status).toBe(400);
    expect((await call("rest/settings?currency_id=x")).status).toBe(400);
  });

  it("answers unknown paths with the 404 error shape", async () => {
    const { status, body } = await call("rest/nothing-here");
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, statusCode: "ERROR_404" });
  });
});
