import {
  contactConfirmBody,
  firebaseTokenBody,
  passwordUpdateBody,
  profileBody,
  profilePhoneQuery,
} from "@tiffin/api-client";
import { birthdayProblem, MAX_AGE_YEARS } from "@tiffin/core";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { ApiEnv } from "../env";
import { bearer, currentUser, hashToken } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { imageBaseOf, pathOfSentImage } from "../http/images";
import { ok } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { avatarBucket, imageKind, MAX_AVATAR_BYTES, ownAvatarKey } from "../images/avatars";
import { loadProfile } from "../services/accounts";
import { confirmContact, contactTaken, startContactChange, takenByOther } from "../services/contact-change";
import { hashPassword, verifyPassword } from "../services/passwords";
import {
  claimPushToken,
  eraseAccount,
  passwordState,
  setPassword,
  setUserPhoto,
  updateProfileFields,
  userContact,
  userPhoto,
} from "../services/profile";
import { assertWithinLimits, clearBucket, tooManyRequests } from "../services/rate-limit";
import { randomToken } from "../services/tokens";

type ProfileInput = z.infer<typeof profileBody>;

/** Wrong current passwords a user may give inside the window before the change is refused a while. */
const MAX_PASSWORD_CHECKS = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

const wrongCurrentPassword = () =>
  badRequest("ERROR_400", "The current password is incorrect", {
    current_password: ["The current password is incorrect"],
  });

const PHOTO_PATH = /^\/storage\/images\/[A-Za-z0-9/_.-]+$/;

/** SPEC-style sentence for a photo that is not the user's own upload (errors bundle `photoNotYours`). */
export const PHOTO_NOT_YOURS = "You can only use a photo you uploaded yourself";

/**
 * The profile photo a client sent, stored as a path. A foreign URL or an odd path is refused, and
 * so is any picture but the one the profile already shows or a photo this user uploaded that is
 * still in the bucket: a profile pointing at someone else's upload would let the next upload
 * delete it (`ownAvatarKey`).
 */
async function sentPhoto(
  c: Context<ApiEnv>,
  user: { id: number; uuid: string },
  sent: string | undefined,
): Promise<string | undefined> {
  if (sent === undefined) return undefined;
  const path = pathOfSentImage(sent, imageBaseOf(c));
  if (!PHOTO_PATH.test(path) || path.includes("..")) {
    throw badRequest("ERROR_400", "The image is invalid.", { images: ["The image is invalid."] });
  }
  if (path === (await userPhoto(c.env.DB, user.id))) return path;
  const key = ownAvatarKey(path, user.uuid);
  if (!key || !c.env.IMAGES || !(await c.env.IMAGES.head(key))) {
    throw badRequest("ERROR_400", PHOTO_NOT_YOURS, { images: [PHOTO_NOT_YOURS] });
  }
  return path;
}

/** The sentences a refused date of birth is answered with (the storefront says them in the reader's language). */
export const BIRTHDAY_MESSAGES = {
  invalid: "The birthday must be a date (YYYY-MM-DD).",
  future: "The date of birth cannot be in the future",
  tooOld: `Enter a date of birth within the last ${MAX_AGE_YEARS} years`,
} as const;

/** A date of birth in the future or more than MAX_AGE_YEARS ago is refused before anything is written. */
function assertBirthday(birthday: string | null | undefined) {
  if (!birthday) return;
  const problem = birthdayProblem(birthday);
  if (problem) throw badRequest("ERROR_400", BIRTHDAY_MESSAGES[problem], { birthday: [BIRTHDAY_MESSAGES[problem]] });
}

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
  .get("/dashboard/user/profile/show", async (c) => ok(c, await profileOr404(c.env.DB, currentUser(c).id, c.var.rate)))
  .put("/dashboard/user/profile/update", async (c) => {
    const text = await c.req.raw.clone().text();
    // an empty body with query parameters asks to change the phone
    const body: ProfileInput = text.trim() ? await parseBody(c, profileBody) : parseQuery(c, profilePhoneQuery);
    assertBirthday(body.birthday);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const photo = await sentPhoto(c, currentUser(c), "images" in body ? body.images?.[0] : undefined);
    const current = await userContact(d1, userId);
    // a new email or phone is only proposed here: a code goes to it, and it replaces the old
    // one when POST .../profile/contact/confirm is given that code
    const pending = {
      email: body.email !== undefined && body.email !== current?.email ? body.email : null,
      phone: body.phone !== undefined && body.phone !== current?.phone ? body.phone : null,
    };
    for (const channel of ["email", "phone"] as const) {
      const value = pending[channel];
      if (value && (await takenByOther(d1, userId, channel, value))) throw contactTaken(channel);
    }
    for (const channel of ["email", "phone"] as const) {
      const value = pending[channel];
      if (value) await startContactChange(c.env, c.var.clientAddress, userId, channel, value);
    }
    const fields = {
      firstname: body.firstname,
      lastname: body.lastname,
      birthday: body.birthday,
      gender: body.gender,
      img: photo,
    };
    await updateProfileFields(d1, userId, fields);
    const message =
      pending.email || pending.phone ? "Profile updated. Enter the code we sent to confirm the new contact" : undefined;
    return ok(c, { ...(await profileOr404(d1, userId, c.var.rate)), pending_contact: pending }, message);
  })
  .post("/dashboard/user/profile/contact/confirm", async (c) => {
    const body = await parseBody(c, contactConfirmBody);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    if ("email" in body) await confirmContact(d1, userId, "email", body.email, body.verifyCode);
    else await confirmContact(d1, userId, "phone", body.phone, body.verifyCode);
    return ok(c, await profileOr404(d1, userId, c.var.rate), "Contact confirmed");
  })
  .post("/dashboard/user/profile/password/update", async (c) => {
    const body = await parseBody(c, passwordUpdateBody);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const tokenHash = await hashToken(bearer(c.req.header("Authorization")) ?? "");
    const row = await passwordState(d1, userId, tokenHash);
    // An account made by a code or a social provider has no password yet, and a token just won by
    // a reset code may set one; anyone else proves they know the current password.
    if (row?.password_hash && !row.resetting) {
      const limit = { bucket: `password-check:${userId}`, max: MAX_PASSWORD_CHECKS };
      await assertWithinLimits(d1, [limit], PASSWORD_CHECK_WINDOW_MS, () =>
        tooManyRequests("Too many password attempts. Please, try again later"),
      );
      if (!(await verifyPassword(body.current_password ?? "", row.password_hash))) throw wrongCurrentPassword();
      await clearBucket(d1, limit.bucket);
    }
    // The new password, every other session signed out and this one's reset spent, in one batch.
    await setPassword(d1, userId, tokenHash, await hashPassword(body.password));
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
    const user = currentUser(c);
    const before = await userPhoto(d1, user.id);
    const key = `avatars/${user.uuid}/${randomToken(18)}.${kind.ext}`;
    await bucket.put(key, bytes, { httpMetadata: { contentType: kind.type } });
    await setUserPhoto(d1, user.id, `/storage/images/${key}`);
    // The previous upload goes, if it was this user's; a seeded or generated picture, or (from
    // before ownership was checked) another user's photo, is never deleted here.
    const previous = before ? ownAvatarKey(before, user.uuid) : null;
    if (previous && previous !== key) await bucket.delete(previous);
    return ok(c, await profileOr404(d1, user.id, c.var.rate), "Photo saved");
  })
  .post("/dashboard/user/profile/firebase/token/update", async (c) => {
    const { firebase_token } = await parseBody(c, firebaseTokenBody);
    // A push token names one browser: whoever registers it last owns it, so a browser shared by
    // two customers never receives the first one's pushes after the second signs in there.
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    await claimPushToken(d1, userId, firebase_token);
    return ok(c, [], "Firebase token updated");
  })
  .delete("/dashboard/user/profile/delete", async (c) => {
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const photo = await userPhoto(d1, userId);
    // personal data goes; the row stays (orders keep their user) and every token is revoked
    await eraseAccount(d1, userId);
    // the uploaded photo leaves the bucket with the rest of the personal data
    const own = photo ? ownAvatarKey(photo, currentUser(c).uuid) : null;
    if (own && c.env.IMAGES) await c.env.IMAGES.delete(own);
    return ok(c, [], "Account deleted");
  });
