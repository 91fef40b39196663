import { errorBodySchema, phoneVerificationResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { RESET_EMAIL_SENT, RESET_PHONE_SENT } from "../src/routes/auth";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { countRows, createUser } from "./helpers/users";

const from = (ip: string) => ({ "CF-Connecting-IP": ip });
/** A body without its timestamp (the only part of an answer that differs from call to call). */
const comparable = (body: unknown) => {
  const { timestamp: _, ...rest } = body as { timestamp?: string };
  return rest;
};

describe("the reset flows answer alike for known and unknown accounts", () => {
  it("an attacker asking email resets for a customer's address and a made-up one gets the same status and body, at both steps", async () => {
    const known = await createUser();
    const unknown = "nobody-here@tiffin.test";
    const ask = (email: string) =>
      call(`auth/forgot/email-password?email=${encodeURIComponent(email)}`, {
        method: "POST",
        headers: from("203.0.113.150"),
      });
    const [a, b] = [await ask(known.email), await ask(unknown)];
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(comparable(b.body)).toEqual(comparable(a.body));
    expect((a.body as { message: string }).message).toBe(RESET_EMAIL_SENT);
    // a code went to the customer only
    expect(await countRows("outbox", "recipient = ?1", known.email)).toBe(1);
    expect(await countRows("outbox", "recipient = ?1", unknown)).toBe(0);
    // guessing a code answers alike too
    const guess = (email: string) =>
      call(`auth/forgot/email-password/123456?email=${encodeURIComponent(email)}`, { method: "POST" });
    const [ga, gb] = [await guess(known.email), await guess(unknown)];
    expect(gb.status).toBe(ga.status);
    expect(comparable(gb.body)).toEqual(comparable(ga.body));
  });

  it("an attacker asking phone resets for a customer's phone and a made-up one gets the same status and body shape", async () => {
    await createUser({ phone: "+447700930001" });
    const ask = (phone: string) => call("auth/forgot/password", send("POST", { phone }, from("203.0.113.151")));
    const [a, b] = [await ask("+447700930001"), await ask("+447700930999")];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [da, db] = [phoneVerificationResponse.parse(a.body), phoneVerificationResponse.parse(b.body)];
    expect(da.data.message).toBe(RESET_PHONE_SENT);
    expect({ ...db, timestamp: "", data: { ...db.data, verifyId: "", phone: "" } }).toEqual({
      ...da,
      timestamp: "",
      data: { ...da.data, verifyId: "", phone: "" },
    });
    expect(await countRows("outbox", "recipient = '+447700930999'")).toBe(0);
    const guess = (phone: string, verifyId: string) =>
      call("auth/forgot/password/confirm", send("POST", { phone, verifyId, verifyCode: "000000" }));
    const [ga, gb] = [await guess("+447700930001", da.data.verifyId), await guess("+447700930999", db.data.verifyId)];
    expect(gb.status).toBe(ga.status);
    expect(comparable(gb.body)).toEqual(comparable(ga.body));
  });
});

describe("answers that tell whether an account exists are limited per client", () => {
  const perClient = { CODE_REQUESTS_PER_CLIENT: "10" };

  it("an attacker probing register with taken emails from one client is stopped with 429", async () => {
    const taken = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await callWith(
        perClient,
        "auth/register",
        send("POST", { email: taken.email }, from("203.0.113.160")),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await callWith(
      perClient,
      "auth/register",
      send("POST", { email: taken.email }, from("203.0.113.160")),
    );
    expect(errorBodySchema.parse(await refused.json()).message).toBe("Too many code requests. Please, try again later");
  });

  it("an attacker probing resets for many emails and phones from rotating addresses in one /64 is stopped with 429", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const ip = from(`2001:db8:e0:1::${i.toString(16)}`);
      const response =
        i % 2
          ? await callWith(perClient, `auth/forgot/email-password?email=probe-${i}%40tiffin.test`, {
              method: "POST",
              headers: ip,
            })
          : await callWith(perClient, "auth/forgot/password", send("POST", { phone: `+4477009400${i}0` }, ip));
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
