import { env } from "cloudflare:test";
import {
  addressesPageResponse,
  addressResponse,
  emptyResponse,
  errorBodySchema,
  notificationResponse,
  notificationSettingsResponse,
  notificationStatisticSchema,
  notificationsPageResponse,
  profileResponse,
} from "@tiffin/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { publishNews } from "../src/services/notifications";
import { DEMO, SECOND, signIn } from "./helpers/accounts";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows, createUser } from "./helpers/users";

let dana: Record<string, string>;
let sam: Record<string, string>;

beforeAll(async () => {
  dana = await signIn(DEMO, "192.0.2.1");
  sam = await signIn(SECOND, "192.0.2.2");
});

const home = {
  title: "Studio",
  address: { address: "5 Leather Ln, London", office: null, house: "5", floor: "3" },
  location: { latitude: 51.5194, longitude: -0.1098 },
};

const PROTECTED: [string, string][] = [
  ["GET", "dashboard/user/profile/show"],
  ["PUT", "dashboard/user/profile/update"],
  ["POST", "dashboard/user/profile/password/update"],
  ["POST", "dashboard/user/profile/firebase/token/update"],
  ["DELETE", "dashboard/user/profile/delete"],
  ["GET", "dashboard/user/addresses"],
  ["POST", "dashboard/user/addresses"],
  ["PUT", "dashboard/user/addresses/1"],
  ["POST", "dashboard/user/address/set-active/1"],
  ["GET", "dashboard/user/address/get-active"],
  ["DELETE", "dashboard/user/addresses/delete?ids[]=1"],
  ["GET", "dashboard/notifications"],
  ["GET", "dashboard/notifications/1"],
  ["POST", "dashboard/notifications/1/read-at"],
  ["POST", "dashboard/notifications/read-all"],
  ["GET", "dashboard/user/profile/notifications-statistic"],
  ["GET", "dashboard/user/notifications"],
  ["POST", "dashboard/user/update/notifications"],
];

describe("every /dashboard call needs a token", () => {
  it("answers 401 for each call of profile, addresses and notifications, changing nothing", async () => {
    const before = await countRows("user_addresses");
    for (const [method, path] of PROTECTED) {
      const { status } = await call(path, send(method, method === "GET" ? undefined : {}));
      expect([method, path, status]).toEqual([method, path, 401]);
    }
    expect(await countRows("user_addresses")).toBe(before);
    expect(await countRows("users", "deleted_at IS NOT NULL")).toBe(0);
  });

  it("answers 401 ERROR_100 without or with a bad token", async () => {
    for (const path of ["dashboard/user/profile/show", "dashboard/user/addresses", "dashboard/notifications"]) {
      for (const headers of [{}, { Authorization: "Bearer not-a-token" }] as Record<string, string>[]) {
        const { status, body } = await call(path, { headers });
        expect(status).toBe(401);
        expect(errorBodySchema.parse(body)).toMatchObject({ statusCode: "ERROR_100", message: "Unauthorized" });
      }
    }
  });
});

describe("profile", () => {
  it("shows the signed-in user's own profile with wallet and addresses", async () => {
    const mine = profileResponse.parse(
      (await call("dashboard/user/profile/show?currency_id=3", { headers: dana })).body,
    ).data;
    expect(mine.email).toBe("demo@tiffin.test");
    // the seeded 200 of the default currency at the pound's rate of 0.79
    expect(mine.wallet?.price).toBeCloseTo(158, 2);
    expect(mine.addresses.length).toBeGreaterThanOrEqual(2);
    const theirs = profileResponse.parse((await call("dashboard/user/profile/show", { headers: sam })).body).data;
    expect(theirs.id).toBe(2);
    expect(theirs.addresses.every((a) => !mine.addresses.some((m) => m.id === a.id))).toBe(true);
  });

  it("updates only the caller's profile; refuses another user's email", async () => {
    const updated = profileResponse.parse(
      (
        await call(
          "dashboard/user/profile/update",
          send("PUT", { firstname: "Danielle", birthday: "1992-04-19" }, dana),
        )
      ).body,
    ).data;
    expect(updated.firstname).toBe("Danielle");
    const sams = profileResponse.parse((await call("dashboard/user/profile/show", { headers: sam })).body).data;
    expect(sams.firstname).toBe("Sam");
    const taken = await call("dashboard/user/profile/update", send("PUT", { email: "sam@tiffin.test" }, dana));
    expect(taken.status).toBe(400);
    expect(errorBodySchema.parse(taken.body).params?.email).toEqual(["The email has already been taken"]);
    expect((await call("dashboard/user/profile/update", send("PUT", { birthday: "19/04/1992" }, dana))).status).toBe(
      400,
    );
    // the empty-body form asks for a phone change: a code goes to the new phone, the old one stays
    const phone = await call("dashboard/user/profile/update?phone=%2B447700900111", { method: "PUT", headers: dana });
    expect(profileResponse.parse(phone.body).data.phone).toBe("+447700900001");
    expect(await countRows("outbox", "recipient = '+447700900111'")).toBe(1);
  });

  it("updates the password given the current one, and the firebase token", async () => {
    const tess = await createUser({ password: "tiffin-demo" });
    const user = tess.auth;
    const mismatch = await call(
      "dashboard/user/profile/password/update",
      send("POST", { current_password: "tiffin-demo", password: "new-secret", password_confirmation: "other" }, user),
    );
    expect(errorBodySchema.parse(mismatch.body).params?.password_confirmation).toEqual(["Passwords don't match"]);
    const done = await call(
      "dashboard/user/profile/password/update",
      send(
        "POST",
        { current_password: "tiffin-demo", password: "new-secret", password_confirmation: "new-secret" },
        user,
      ),
    );
    expect(profileResponse.parse(done.body).data.id).toBe(tess.id);
    expect((await call("auth/login", send("POST", { email: tess.email, password: "new-secret" }))).status).toBe(200);
    await call(
      "dashboard/user/profile/password/update",
      send(
        "POST",
        { current_password: "new-secret", password: "tiffin-demo", password_confirmation: "tiffin-demo" },
        user,
      ),
    );
    // the change ended Sam's other sessions, the one the later tests use among them
    sam = await signIn(SECOND, "192.0.2.10");
    expect(
      emptyResponse.parse(
        (await call("dashboard/user/profile/firebase/token/update", send("POST", { firebase_token: "fcm-1" }, user)))
          .body,
      ).status,
    ).toBe(true);
    expect((await call("dashboard/user/profile/firebase/token/update", send("POST", {}, user))).status).toBe(400);
    const row = await env.DB.prepare("SELECT firebase_token FROM users WHERE id = ?1").bind(tess.id).first<{
      firebase_token: string;
    }>();
    expect(row?.firebase_token).toBe("fcm-1");
  });

  it("deletes the caller's account only, revoking its tokens", async () => {
    const { body } = await call("auth/register", send("POST", { phone: "+447700900777" }));
    const verifyId = (body as { data: { verifyId: string } }).data.verifyId;
    const sms = await env.DB.prepare("SELECT body FROM outbox WHERE recipient = '+447700900777'").first<{
      body: string;
    }>();
    const code = sms?.body.match(/\d{6}/)?.[0];
    const signed = await call("auth/verify/phone", send("POST", { verifyId, verifyCode: code }));
    const token = (signed.body as { data: { token: string } }).data.token;
    const auth = { Authorization: `Bearer ${token}` };
    const users = await countRows("users", "deleted_at IS NULL");
    expect((await call("dashboard/user/profile/delete", { method: "DELETE", headers: auth })).status).toBe(200);
    expect(await countRows("users", "deleted_at IS NULL")).toBe(users - 1);
    expect((await call("dashboard/user/profile/show", { headers: auth })).status).toBe(401);
    expect((await call("dashboard/user/profile/show", { headers: dana })).status).toBe(200);
  });
});

describe("addresses", () => {
  it("creates, lists (perPage 100), updates and activates one address at a time", async () => {
    const created = addressResponse.parse((await call("dashboard/user/addresses", send("POST", home, dana))).body).data;
    expect(created.address.floor).toBe("3");
    const list = addressesPageResponse.parse((await call("dashboard/user/addresses", { headers: dana })).body);
    expect(list.meta.per_page).toBe(100);
    expect(list.data.map((a) => a.id)).toContain(created.id);
    const renamed = addressResponse.parse(
      (await call(`dashboard/user/addresses/${created.id}`, send("PUT", { ...home, title: "Studio 2" }, dana))).body,
    ).data;
    expect(renamed.title).toBe("Studio 2");
    addressResponse.parse(
      (await call(`dashboard/user/address/set-active/${created.id}`, { method: "POST", headers: dana })).body,
    );
    expect(await countRows("user_addresses", "user_id = 1 AND active = 1")).toBe(1);
    const active = addressResponse.parse(
      (await call("dashboard/user/address/get-active", { headers: dana })).body,
    ).data;
    expect(active.id).toBe(created.id);
    // Sam's active address did not move
    const samsActive = addressResponse.parse(
      (await call("dashboard/user/address/get-active", { headers: sam })).body,
    ).data;
    expect(samsActive.id).toBe(3);
  });

  it("rejects a bad body with the field's message and writes nothing", async () => {
    const before = await countRows("user_addresses");
    const { status, body } = await call(
      "dashboard/user/addresses",
      send("POST", { title: "x", location: { latitude: 1 } }, dana),
    );
    expect(status).toBe(400);
    const error = errorBodySchema.parse(body);
    expect(error.params?.address).toEqual(["Required"]);
    expect(await countRows("user_addresses")).toBe(before);
  });

  it("never reads or changes another user's address", async () => {
    const samsAddress = 3;
    const before = await env.DB.prepare("SELECT * FROM user_addresses WHERE id = 3").first();
    expect((await call(`dashboard/user/addresses/${samsAddress}`, send("PUT", home, dana))).status).toBe(404);
    expect(
      (await call(`dashboard/user/address/set-active/${samsAddress}`, { method: "POST", headers: dana })).status,
    ).toBe(404);
    expect(
      (await call(`dashboard/user/addresses/delete?ids[]=${samsAddress}`, { method: "DELETE", headers: dana })).status,
    ).toBe(404);
    expect(await env.DB.prepare("SELECT * FROM user_addresses WHERE id = 3").first()).toEqual(before);
    const list = addressesPageResponse.parse((await call("dashboard/user/addresses", { headers: dana })).body);
    expect(list.data.some((a) => a.id === samsAddress)).toBe(false);
  });

  it("deletes the caller's addresses by ids", async () => {
    const a = addressResponse.parse((await call("dashboard/user/addresses", send("POST", home, sam))).body).data;
    const b = addressResponse.parse((await call("dashboard/user/addresses", send("POST", home, sam))).body).data;
    const { status } = await call(`dashboard/user/addresses/delete?ids[]=${a.id}&ids[]=${b.id}`, {
      method: "DELETE",
      headers: sam,
    });
    expect(status).toBe(200);
    expect(await countRows("user_addresses", `id IN (${a.id}, ${b.id})`)).toBe(0);
    expect((await call("dashboard/user/addresses/delete", { method: "DELETE", headers: sam })).status).toBe(400);
  });
});

describe("notifications", () => {
  it("pages the caller's notifications newest first, 5 a page, filtered by type", async () => {
    const page = notificationsPageResponse.parse(
      (await call("dashboard/notifications?column=id&sort=desc", { headers: dana })).body,
    );
    expect(page.meta.per_page).toBe(5);
    const ids = page.data.map((n) => n.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    const mine = await countRows("notifications", "user_id = 1");
    expect(page.meta.total).toBe(mine);
    const news = notificationsPageResponse.parse(
      (await call("dashboard/notifications?type=news_publish", { headers: dana })).body,
    );
    expect(news.data.every((n) => n.type === "news_publish" && n.blog?.uuid)).toBe(true);
    expect((await call("dashboard/notifications?type=spam", { headers: dana })).status).toBe(400);
  });

  it("shows, marks read and reads all only the caller's notifications; counts unread in a bare object", async () => {
    const samsNotification = await env.DB.prepare(
      "SELECT id FROM notifications WHERE user_id = 2 AND read_at IS NULL LIMIT 1",
    ).first<{
      id: number;
    }>();
    expect((await call(`dashboard/notifications/${samsNotification?.id}`, { headers: dana })).status).toBe(404);
    expect(
      (await call(`dashboard/notifications/${samsNotification?.id}/read-at`, { method: "POST", headers: dana })).status,
    ).toBe(404);

    const stats = notificationStatisticSchema.parse(
      (await call("dashboard/user/profile/notifications-statistic", { headers: dana })).body,
    );
    expect(stats.notification).toBe(await countRows("notifications", "user_id = 1 AND read_at IS NULL"));
    const unread = await env.DB.prepare(
      "SELECT id FROM notifications WHERE user_id = 1 AND read_at IS NULL LIMIT 1",
    ).first<{ id: number }>();
    const shown = notificationResponse.parse(
      (await call(`dashboard/notifications/${unread?.id}`, { headers: dana })).body,
    ).data;
    expect(shown.read_at).toBeNull();
    const read = notificationResponse.parse(
      (await call(`dashboard/notifications/${unread?.id}/read-at`, { method: "POST", headers: dana })).body,
    ).data;
    expect(read.read_at).not.toBeNull();
    const samUnread = await countRows("notifications", "user_id = 2 AND read_at IS NULL");
    expect((await call("dashboard/notifications/read-all", { method: "POST", headers: dana })).status).toBe(200);
    expect(await countRows("notifications", "user_id = 1 AND read_at IS NULL")).toBe(0);
    expect(await countRows("notifications", "user_id = 2 AND read_at IS NULL")).toBe(samUnread);
    const after = notificationStatisticSchema.parse(
      (await call("dashboard/user/profile/notifications-statistic", { headers: dana })).body,
    );
    expect(after.notification).toBe(0);
  });

  it("keeps per-user notification settings, which the news event respects", async () => {
    const kinds = notificationSettingsResponse.parse(
      (await call("dashboard/user/notifications", { headers: sam })).body,
    ).data;
    const news = kinds.find((k) => k.type === "news_publish");
    expect(news?.active).toBe(true);
    const updated = notificationSettingsResponse.parse(
      (
        await call(
          "dashboard/user/update/notifications",
          send("POST", { notifications: [{ notification_id: news?.id, active: false }] }, sam),
        )
      ).body,
    ).data;
    expect(updated.find((k) => k.type === "news_publish")?.active).toBe(false);
    const danas = notificationSettingsResponse.parse(
      (await call("dashboard/user/notifications", { headers: dana })).body,
    ).data;
    expect(danas.find((k) => k.type === "news_publish")?.active).toBe(true);
    const before = await countRows("user_notification_settings");
    const bad = await call(
      "dashboard/user/update/notifications",
      send("POST", { notifications: [{ notification_id: 999, active: true }] }, sam),
    );
    expect(bad.status).toBe(400);
    expect(await countRows("user_notification_settings")).toBe(before);

    const danaNews = await countRows("notifications", "user_id = 1 AND blog_id = 103");
    const samNews = await countRows("notifications", "user_id = 2 AND blog_id = 103");
    await publishNews(env.DB, 103);
    expect(await countRows("notifications", "user_id = 1 AND blog_id = 103")).toBe(danaNews + 1);
    expect(await countRows("notifications", "user_id = 2 AND blog_id = 103")).toBe(samNews);
  });
});
