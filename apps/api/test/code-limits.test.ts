import { errorBodySchema, phoneVerificationResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { codeRequestsPerClient, MAX_CODES_PER_CLIENT, MAX_CODES_PER_RECIPIENT } from "../src/services/code-limits";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { countRows } from "./helpers/users";

const register = (phone: string, ip?: string) =>
  call("auth/register", send("POST", { phone }, ip ? { "CF-Connecting-IP": ip } : {}));

describe("code requests are rate-limited", () => {
  it("per recipient: a sixth code to one phone within the hour is refused, whichever client asks", async () => {
    const phone = "+447700900401";
    for (let i = 0; i < MAX_CODES_PER_RECIPIENT; i++) {
      expect(phoneVerificationResponse.safeParse((await register(phone, `198.51.100.${i + 1}`)).body).success).toBe(
        true,
      );
    }
    const refused = await register(phone, "198.51.100.99");
    expect(refused.status).toBe(429);
    const error = errorBodySchema.parse(refused.body);
    expect(error.statusCode).toBe("ERROR_429");
    expect(error.message).toBe("Too many codes were sent to this recipient. Please, try again later");
    expect(await countRows("outbox", "recipient = ?1", phone)).toBe(MAX_CODES_PER_RECIPIENT);
    expect(await countRows("verifications", "target = ?1", phone)).toBe(MAX_CODES_PER_RECIPIENT);
    expect((await register("+447700900402", "198.51.100.99")).status).toBe(200);
  });

  it("per client: one address asking codes for many recipients is stopped; others are not", async () => {
    const ip = "203.0.113.60";
    for (let i = 0; i < MAX_CODES_PER_CLIENT; i++) {
      expect((await register(`+4477009005${String(i).padStart(2, "0")}`, ip)).status).toBe(200);
    }
    const refused = await register("+447700900599", ip);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body).message).toBe("Too many code requests. Please, try again later");
    expect(await countRows("outbox", "recipient = '+447700900599'")).toBe(0);
    expect((await register("+447700900599", "203.0.113.61")).status).toBe(200);
  });

  it("every kind of code counts: email links, password resets by email and phone", async () => {
    const email = "limit-me@tiffin.test";
    const statuses: number[] = [];
    for (let i = 0; i < MAX_CODES_PER_RECIPIENT + 1; i++) {
      statuses.push((await call("auth/register", send("POST", { email }))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const resets: number[] = [];
    for (let i = 0; i < MAX_CODES_PER_RECIPIENT + 1; i++) {
      resets.push((await call("auth/forgot/email-password?email=sam%40tiffin.test", { method: "POST" })).status);
    }
    expect(resets).toEqual([200, 200, 200, 200, 200, 429]);
    const sms: number[] = [];
    for (let i = 0; i < MAX_CODES_PER_RECIPIENT + 1; i++) {
      sms.push((await call("auth/forgot/password", send("POST", { phone: "+447700900001" }))).status);
    }
    expect(sms.at(-1)).toBe(429);
  });

  it("CODE_REQUESTS_PER_CLIENT moves the per-client ceiling, never the per-recipient one; nonsense keeps the default", async () => {
    const ip = "203.0.113.70";
    const ask = (phone: string) =>
      callWith({ CODE_REQUESTS_PER_CLIENT: "2" }, "auth/register", send("POST", { phone }, { "CF-Connecting-IP": ip }));
    expect((await ask("+447700900701")).status).toBe(200);
    expect((await ask("+447700900702")).status).toBe(200);
    expect((await ask("+447700900703")).status).toBe(429);
    for (const value of [undefined, "", "0", "-5", "1.5", "lots"]) {
      expect(codeRequestsPerClient({ CODE_REQUESTS_PER_CLIENT: value }), String(value)).toBe(MAX_CODES_PER_CLIENT);
    }
    expect(codeRequestsPerClient({ CODE_REQUESTS_PER_CLIENT: "5000" })).toBe(5000);
    expect(MAX_CODES_PER_RECIPIENT).toBe(5);
  });
});
