import { env } from "cloudflare:test";
import { deliveryZoneSubscriptionResponse, errorBodySchema } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows } from "./helpers/users";

const subscribe = (body: unknown, ip = "192.0.2.50") =>
  call("rest/delivery-zone/subscribe?lang=fr", send("POST", body, { "CF-Connecting-IP": ip }));
const leeds = { latitude: 53.8008, longitude: -1.5491 };

describe("POST /rest/delivery-zone/subscribe", () => {
  it("stores the email and place of someone outside every zone", async () => {
    const { status, body } = await subscribe({ email: " Ada@Example.com ", address: leeds });
    expect(status).toBe(200);
    const { data, message } = deliveryZoneSubscriptionResponse.parse(body);
    expect(data).toEqual({ email: "ada@example.com", address: leeds });
    expect(message).toBe("Thank you! We will let you know.");
    const row = await env.DB.prepare(
      "SELECT email, latitude, longitude, lang FROM delivery_zone_subscriptions WHERE email = 'ada@example.com'",
    ).first();
    expect(row).toEqual({ email: "ada@example.com", latitude: 53.8008, longitude: -1.5491, lang: "fr" });
  });

  it("is idempotent per email and place: asking twice keeps one row, another place adds one", async () => {
    const email = "twice@example.com";
    expect((await subscribe({ email, address: leeds })).status).toBe(200);
    const again = await subscribe({
      email: "TWICE@example.com",
      address: { latitude: 53.800801, longitude: -1.549101 },
    });
    expect(again.status).toBe(200);
    expect(deliveryZoneSubscriptionResponse.parse(again.body).data.email).toBe(email);
    expect(await countRows("delivery_zone_subscriptions", "email = ?1", email)).toBe(1);
    expect((await subscribe({ email, address: { latitude: 55.9533, longitude: -3.1883 } })).status).toBe(200);
    expect(await countRows("delivery_zone_subscriptions", "email = ?1", email)).toBe(2);
  });

  it("refuses a bad email or place with the field's message in the request's French and stores nothing", async () => {
    const before = await countRows("delivery_zone_subscriptions");
    const cases: [unknown, string, string][] = [
      [{ email: "not-an-email", address: leeds }, "email", "L'adresse e-mail n'est pas valide"],
      [{ address: leeds }, "email", "Obligatoire"],
      [{ email: "a@example.com" }, "address", "Obligatoire"],
      [{ email: "a@example.com", address: { latitude: 91, longitude: 0 } }, "address.latitude", "Doit être au plus 90"],
    ];
    for (const [body, field, message] of cases) {
      const { status, body: error } = await subscribe(body);
      expect(status).toBe(400);
      expect(errorBodySchema.parse(error).params?.[field]).toEqual([message]);
    }
    expect(await countRows("delivery_zone_subscriptions")).toBe(before);
  });

  it("limits one client to 20 sign-ups an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await subscribe({ email: `many-${i}@example.com`, address: leeds }, "192.0.2.99")).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await countRows("delivery_zone_subscriptions", "email LIKE 'many-%'")).toBe(20);
  });
});
