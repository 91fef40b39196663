import { env } from "cloudflare:test";
import { errorBodySchema, profileResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { PHOTO_NOT_YOURS } from "../src/routes/profile";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { createUser } from "./helpers/users";

const png = /* a 1×1 PNG */ Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);
const upload = (auth: Record<string, string>) =>
  call("dashboard/user/profile/avatar", {
    method: "POST",
    headers: { ...auth, "Content-Type": "image/png" },
    body: png,
  });
const keyOf = (url: string) => new URL(url, "http://tiffin.test").pathname.replace("/storage/images/", "");
const imgOf = async (userId: number) =>
  (await env.DB.prepare("SELECT img FROM users WHERE id = ?1").bind(userId).first<{ img: string | null }>())?.img;

describe("a profile points only at its own user's photo", () => {
  it("user B sets A's photo path on their profile, then uploads: B is refused and A's photo survives", async () => {
    const a = await createUser({ firstname: "Ada" });
    const b = await createUser({ firstname: "Bea" });
    const aPhoto = profileResponse.parse((await upload(a.auth)).body).data.img ?? "";
    expect(await env.IMAGES!.head(keyOf(aPhoto))).not.toBeNull();

    for (const sent of [aPhoto, new URL(aPhoto).pathname]) {
      const taken = await call("dashboard/user/profile/update", send("PUT", { images: [sent] }, b.auth));
      expect(taken.status).toBe(400);
      const error = errorBodySchema.parse(taken.body);
      expect(error.message).toBe(PHOTO_NOT_YOURS);
      expect(error.params?.images).toEqual([PHOTO_NOT_YOURS]);
    }
    expect(await imgOf(b.id)).toBeNull();

    expect((await upload(b.auth)).status).toBe(200);
    expect(await env.IMAGES!.head(keyOf(aPhoto))).not.toBeNull();
    expect(await imgOf(a.id)).toBe(new URL(aPhoto).pathname);
  });

  it("a photo pointing at another user's upload (stored before the check) is never deleted by an upload or an account deletion", async () => {
    const a = await createUser({ firstname: "Ada" });
    const b = await createUser({ firstname: "Bea" });
    const aPhoto = new URL(profileResponse.parse((await upload(a.auth)).body).data.img ?? "").pathname;
    await env.DB.prepare("UPDATE users SET img = ?2 WHERE id = ?1").bind(b.id, aPhoto).run();
    expect((await upload(b.auth)).status).toBe(200);
    expect(await env.IMAGES!.head(keyOf(aPhoto))).not.toBeNull();

    await env.DB.prepare("UPDATE users SET img = ?2 WHERE id = ?1").bind(b.id, aPhoto).run();
    expect((await call("dashboard/user/profile/delete", { method: "DELETE", headers: b.auth })).status).toBe(200);
    expect(await env.IMAGES!.head(keyOf(aPhoto))).not.toBeNull();
  });

  it("a user may keep their current photo and point at their own upload, not at a made-up or deleted one of theirs", async () => {
    const a = await createUser({ firstname: "Ada" });
    const first = profileResponse.parse((await upload(a.auth)).body).data.img ?? "";
    const kept = await call(
      "dashboard/user/profile/update",
      send("PUT", { firstname: "Ada", images: [first] }, a.auth),
    );
    expect(kept.status).toBe(200);
    // the first upload left the bucket when the second came
    const second = profileResponse.parse((await upload(a.auth)).body).data.img ?? "";
    const stale = await call("dashboard/user/profile/update", send("PUT", { images: [first] }, a.auth));
    expect(errorBodySchema.parse(stale.body).message).toBe(PHOTO_NOT_YOURS);
    const madeUp = `/storage/images/avatars/${a.uuid}/${"x".repeat(24)}.png`;
    expect((await call("dashboard/user/profile/update", send("PUT", { images: [madeUp] }, a.auth))).status).toBe(400);
    const generated = "/storage/images/users/someone.svg";
    expect((await call("dashboard/user/profile/update", send("PUT", { images: [generated] }, a.auth))).status).toBe(
      400,
    );
    expect(await imgOf(a.id)).toBe(new URL(second).pathname);
  });
});
