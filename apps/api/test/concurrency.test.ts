import { env } from "cloudflare:test";
import { errorBodySchema, phoneVerificationResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { MAX_FAILED_LOGINS } from "../src/services/login-throttle";
import { MAX_CODE_TRIES } from "../src/services/verifications";
import { codeIn, DEMO, lastMessage } from "./helpers/accounts";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows, createUser } from "./helpers/users";

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, send("POST", body, headers));
const statusCodes = (results: { body: unknown }[]) => results.map((r) => errorBodySchema.parse(r.body).statusCode);
const tally = (codes: string[]) =>
  Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length]));

describe("limits hold under concurrency", () => {
  it("20 parallel wrong guesses at a phone code count 10 tries at most; the right code afterwards is refused", async () => {
    const phone = "+447700900801";
    const { data } = phoneVerificationResponse.parse((await post("auth/register", { phone })).body);
    const code = codeIn(await lastMessage(phone));
    const wrong = code === "123456" ? "654321" : "123456";
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: wrong })),
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    // exactly MAX_CODE_TRIES guesses were compared: 9 wrong, the 10th locks, the other 10 found it locked
    expect(tally(statusCodes(guesses))).toEqual({ ERROR_201: MAX_CODE_TRIES - 1, ERROR_202: 20 - MAX_CODE_TRIES + 1 });
    const row = await env.DB.prepare("SELECT tries, used_at FROM verifications WHERE id = ?1")
      .bind(data.verifyId)
      .first<{ tries: number; used_at: string | null }>();
    expect(row).toEqual({ tries: MAX_CODE_TRIES, used_at: null });
    const right = await post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: code });
    expect(right.status).toBe(400);
    expect(errorBodySchema.parse(right.body).statusCode).toBe("ERROR_202");
    expect(await countRows("users", "phone = ?1", phone)).toBe(0);
  });

  it("the right code sent 10 times at once signs in once: a code is spent by one statement", async () => {
    const phone = "+447700900802";
    const { data } = phoneVerificationResponse.parse((await post("auth/register", { phone })).body);
    const code = codeIn(await lastMessage(phone));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: code })),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(tally(statusCodes(results.filter((r) => r.status !== 200)))).toEqual({ ERROR_203: 9 });
    expect(await countRows("users", "phone = ?1", phone)).toBe(1);
  });

  it("20 parallel wrong logins from one address: 5 reach the password check, 15 get 429, the right one too", {
    timeout: 30_000,
  }, async () => {
    const ip = { "CF-Connecting-IP": "198.51.100.150" };
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("auth/login", { email: DEMO.email, password: `wrong-${i}` }, ip)),
    );
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBe(MAX_FAILED_LOGINS);
    expect(statuses.filter((s) => s === 429).length).toBe(20 - MAX_FAILED_LOGINS);
    expect((await post("auth/login", DEMO, ip)).status).toBe(429);
    // the user is not locked out for everyone
    expect((await post("auth/login", DEMO, { "CF-Connecting-IP": "198.51.100.151" })).status).toBe(200);
  });

  it("50 parallel transfers from one wallet: it never goes below zero and no money is made or lost", {
    timeout: 30_000,
  }, async () => {
    const sender = await createUser({ wallet: 10_000 });
    const receivers = await Promise.all(Array.from({ length: 5 }, () => createUser({ wallet: 0 })));
    const ids = [sender.id, ...receivers.map((r) => r.id)];
    const total = async () =>
      (
        await env.DB.prepare(`SELECT SUM(price) AS s FROM wallets WHERE user_id IN (${ids.join(",")})`).first<{
          s: number;
        }>()
      )?.s;
    // 50 × 3.00 asked, 100.00 held: exactly 33 can go through
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post("dashboard/user/wallet/send", { uuid: receivers[i % 5]!.uuid, price: 3 }, sender.auth),
      ),
    );
    const sent = results.filter((r) => r.status === 200).length;
    expect(sent).toBe(33);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).message).toBe("Insufficient wallet balance");
    }
    const senderRow = await env.DB.prepare("SELECT price FROM wallets WHERE user_id = ?1")
      .bind(sender.id)
      .first<{ price: number }>();
    expect(senderRow?.price).toBe(100);
    expect(await total()).toBe(10_000);
    expect(await countRows("wallet_histories", "user_id = ?1 AND type = 'withdraw'", sender.id)).toBe(33);
    expect(
      await countRows("wallet_histories", `type = 'topup' AND user_id IN (${receivers.map((r) => r.id).join(",")})`),
    ).toBe(33);
  });
});
