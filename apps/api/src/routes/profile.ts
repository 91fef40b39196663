import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { bearer, hashToken } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { avatarBucket, imageKind, isAvatarPath, MAX_AVATAR_BYTES } from "../images/avatars";
import { emailField, phoneField, required, withConfirmation } from "../services/account-rules";
import { loadProfile } from "../services/accounts";
import { hashPassword, verifyPassword } from "../services/passwords";
import { randomToken } from "../services/tokens";

const profileBody = z.object({
  firstname: required().pipe(z.string().max(100)).optional(),
  lastname: z.string().trim().max(100).nullable().optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The birthday must be a date (YYYY-MM-DD).")
    .nullable()
    .optional(),
  gender: z.enum(["male", "female", "other"], { message: "The gender is invalid." }).nullable().optional(),
  images: z
    .array(
      z
        .string()
        .max(500)
        .regex(/^\/storage\/images\/[a-z0-9/_.-]+$/, "The image is invalid."),
    )
    .optional(),
});

const badImage = () =>
  badRequest("ERROR_400", "Choose a JPEG, PNG or WebP image of at most 2 MB", {
    image: ["Choose a JPEG, PNG or WebP image of at most 2 MB"],
  });

async function profileOr404(d1: D1Database, userId: number, rate: number) {
  const profile = await loadProfile(d1, userId, rate);
  if (!profile) throw notFound("User not found");
  return profile;
}

export const profileRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/profile/show", async (c) => ok(c, await profileOr404(c.env.DB, c.var.user!.id, c.var.rate)))
  .put("/dashboard/user/profile/update", async (c) => {
    const text = await c.req.raw.clone().text();
    // an empty body with query parameters updates the phone (after a phone verification)
    const body: z.infer<typeof profileBody> = text.trim()
      ? await parseBody(c, profileBody)
      : parseQuery(c, profileBody.pick({ phone: true }).passthrough());
    const d1 = c.env.DB;
    const userId = c.var.user!.id;
    const taken = await d1
      .prepare(
        "SELECT email = ?2 AS email, phone = ?3 AS phone FROM users WHERE id <> ?1 AND (email = ?2 OR phone = ?3) LIMIT 1",
      )
      .bind(userId, body.email ?? null, body.phone ?? null)
      .first<{ email: number; phone: number }>();
    if (taken?.email)
      throw badRequest("ERROR_400", "The email has already been taken", {
        email: ["The email has already been taken"],
      });
    if (taken?.phone)
      throw badRequest("ERROR_400", "The phone has already been taken", {
        phone: ["The phone has already been taken"],
      });
    const fields: Record<string, unknown> = {
      firstname: body.firstname,
      lastname: body.lastname,
      email: body.email,
      phone: body.phone,
      birthday: body.birthday,
      gender: body.gender,
      img: body.images?.[0],
    };
    const set = Object.entries(fields).filter(([, v]) => v !== undefined);
    if (set.length > 0) {
      await d1
        .prepare(`UPDATE users SET ${set.map(([k], i) => `${k} = ?${i + 2}`).join(", ")} WHERE id = ?1`)
        .bind(userId, ...set.map(([, v]) => v))
        .run();
    }
    return ok(c, await profileOr404(d1, userId, c.var.rate));
  })
  .post("/dashboard/user/profile/password/update", async (c) => {
    const body = await parseBody(c, withConfirmation({ old_password: z.string().max(200).optional() }));
    const d1 = c.env.DB;
    const userId = c.var.user!.id;
    const tokenHash = await hashToken(bearer(c.req.header("Authorization")) ?? "");
    const row = await d1
      .prepare(
        `SELECT u.password_hash, t.password_reset_until > ?3 AS resetting FROM users u
         LEFT JOIN user_tokens t ON t.user_id = u.id AND t.token_hash = ?2 WHERE u.id = ?1`,
      )
      .bind(userId, tokenHash, new Date().toISOString())
      .first<{ password_hash: string | null; resetting: number | null }>();
    // An account made by a code or a social provider has no password yet, and a token just won by
    // a reset code may set one; anyone else proves they know the current password.
    if (row?.password_hash && !row.resetting && !(await verifyPassword(body.old_password ?? "", row.password_hash))) {
      throw badRequest("ERROR_400", "The current password is wrong", {
        old_password: ["The current password is wrong"],
      });
    }
    // Every other session ends with the old password; this one stays signed in, its reset spent.
    await d1.batch([
      d1.prepare("UPDATE users SET password_hash = ?2 WHERE id = ?1").bind(userId, await hashPassword(body.password)),
      d1.prepare("DELETE FROM user_tokens WHERE user_id = ?1 AND token_hash <> ?2").bind(userId, tokenHash),
      d1.prepare("UPDATE user_tokens SET password_reset_until = NULL WHERE token_hash = ?1").bind(tokenHash),
    ]);
    return ok(c, await profileOr404(d1, userId, c.var.rate), "Password updated");
  })
  .post("/dashboard/user/profile/avatar", async (c) => {
    const bucket = avatarBucket(c.env);
    const declared = Number(c.req.header("Content-Length") ?? 0);
    if (declared > MAX_AVATAR_BYTES) throw badImage();
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const kind = bytes.byteLength <= MAX_AVATAR_BYTES ? imageKind(bytes) : null;
    if (!kind) throw badImage();
    const d1 = c.env.DB;
    const user = c.var.user!;
    const before = await d1
      .prepare("SELECT img FROM users WHERE id = ?1")
      .bind(user.id)
      .first<{ img: string | null }>();
    const key = `avatars/${user.uuid}/${randomToken(18)}.${kind.ext}`;
    await bucket.put(key, bytes, { httpMetadata: { contentType: kind.type } });
    await d1.prepare("UPDATE users SET img = ?2 WHERE id = ?1").bind(user.id, `/storage/images/${key}`).run();
    // The previous upload goes; a seeded or generated picture was never in the bucket.
    if (before?.img && isAvatarPath(before.img)) await bucket.delete(before.img.replace("/storage/images/", ""));
    return ok(c, await profileOr404(d1, user.id, c.var.rate), "Photo saved");
  })
  .post("/dashboard/user/profile/firebase/token/update", async (c) => {
    const { firebase_token } = await parseBody(c, z.object({ firebase_token: required().pipe(z.string().max(4096)) }));
    await c.env.DB.prepare("UPDATE users SET firebase_token = ?2 WHERE id = ?1")
      .bind(c.var.user!.id, firebase_token)
      .run();
    return ok(c, [], "Firebase token updated");
  })
  .delete("/dashboard/user/profile/delete", async (c) => {
    const d1 = c.env.DB;
    const userId = c.var.user!.id;
    const photo = await d1.prepare("SELECT img FROM users WHERE id = ?1").bind(userId).first<{ img: string | null }>();
    // personal data goes; the row stays (orders keep their user) and every token is revoked
    await d1.batch([
      d1
        .prepare(
          `UPDATE users SET deleted_at = ?2, active = 0, email = NULL, phone = NULL, password_hash = NULL,
           firebase_token = NULL, firstname = NULL, lastname = NULL, birthday = NULL, img = NULL, gender = NULL,
           my_referral = NULL, referral = NULL, email_verified_at = NULL, phone_verified_at = NULL WHERE id = ?1`,
        )
        .bind(userId, new Date().toISOString()),
      // orders stay for accounting, without the contact details they were placed with
      d1.prepare("UPDATE orders SET phone = NULL, username = NULL WHERE user_id = ?1").bind(userId),
      d1.prepare("DELETE FROM liked_shops WHERE user_id = ?1").bind(userId),
      d1.prepare("DELETE FROM user_tokens WHERE user_id = ?1").bind(userId),
      d1.prepare("DELETE FROM user_addresses WHERE user_id = ?1").bind(userId),
      d1.prepare("DELETE FROM user_socials WHERE user_id = ?1").bind(userId),
    ]);
    // the uploaded photo leaves the bucket with the rest of the personal data
    if (photo?.img && isAvatarPath(photo.img) && c.env.IMAGES) {
      await c.env.IMAGES.delete(photo.img.replace("/storage/images/", ""));
    }
    return ok(c, [], "Account deleted");
  });
