import {
  afterVerifyBody,
  emailField,
  forgotPasswordBody,
  forgotPasswordConfirmBody,
  loginBody,
  registerBody,
  resendVerifyBody,
  socialCallbackBody,
  verifyPhoneBody,
} from "@tiffin/api-client";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { currentUser, hashToken, requireUser } from "../http/auth";
import { badRequest, HttpError, notFound, validationError } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody, parseBodyWithQuery } from "../http/validate";
import {
  type AccountWrite,
  activeUserBy,
  createUser,
  emailHeld,
  linkedAccount,
  loadProfile,
  type NewUser,
  newSocialLinkWrite,
  openSession,
  phoneVerifiedWrite,
  referrerByCode,
  signOut,
  socialLinkWrite,
  userByUuid,
  verificationUsedWrite,
  verifiedSignUpEmail,
  verifyEmailLink,
} from "../services/accounts";
import {
  assertCodeAllowed,
  assertLookupAllowed,
  assertRecipientAllowed,
  codeRequestsPerClient,
} from "../services/code-limits";
import { identityVerifier, PROVIDER_UNAVAILABLE } from "../services/identity";
import { countLoginAttempt, loginLimits, loginSucceeded } from "../services/login-throttle";
import { messageSender } from "../services/messages";
import { hashPassword, verifyPassword } from "../services/passwords";
import { randomToken } from "../services/tokens";
import {
  checkCode,
  createVerification,
  findVerification,
  latestVerification,
  otpLifetimeMs,
  randomDigits,
} from "../services/verifications";

const EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const EMAIL_RESET_LIFETIME_MS = 15 * 60 * 1000;
const SIGNUP_WINDOW_MS = 24 * 60 * 60 * 1000;

const badLogin = () =>
  badRequest("ERROR_102", "Login or password is invalid", { password: ["Login or password is invalid"] });
/** What a reset request answers, whether or not an account holds the address (ADR 033). */
export const RESET_EMAIL_SENT = "If an account uses this email, we sent it a reset code";
export const RESET_PHONE_SENT = "If an account uses this phone number, we sent it a code";

/** A reset's email refused, keyed by `email`, in the request's language. */
const emailRefused = (c: Context<ApiEnv>, error: z.ZodError, sent: unknown) =>
  validationError(
    new z.ZodError(error.issues.map((issue) => ({ ...issue, path: ["email", ...issue.path] }))),
    c.var.lang,
    { email: sent },
  );

const emailTaken = () =>
  badRequest("ERROR_400", "The email has already been taken", { email: ["The email has already been taken"] });

/** A fresh token and the profile: what sign-in calls answer. */
async function session(c: Context<ApiEnv>, userId: number, writes: AccountWrite[] = [], forPasswordReset = false) {
  const d1 = c.env.DB;
  const token = await openSession(d1, userId, writes, forPasswordReset);
  return { token, user: await loadProfile(d1, userId, c.var.rate) };
}

/** Signs up a new user (by uuid) in one batch with their wallet, token and the referrer's notification. */
async function signUp(
  c: Context<ApiEnv>,
  user: NewUser,
  extra: AccountWrite[] | ((uuid: string) => AccountWrite[]) = [],
) {
  const d1 = c.env.DB;
  const uuid = crypto.randomUUID();
  const referrer = user.referral ? await referrerByCode(d1, user.referral) : null;
  if (user.referral && !referrer) {
    throw badRequest("ERROR_400", "The selected referral is invalid.", {
      referral: ["The selected referral is invalid."],
    });
  }
  const more = typeof extra === "function" ? extra(uuid) : extra;
  const token = await createUser(d1, uuid, user, more, referrer?.id ?? null);
  const created = await userByUuid(d1, uuid);
  if (!created) throw badRequest("ERROR_501", "The user could not be created");
  return { token, user: await loadProfile(d1, created.id, c.var.rate) };
}

async function sendPhoneCode(c: Context<ApiEnv>, phone: string, purpose: "register" | "forgot") {
  const d1 = c.env.DB;
  const sender = messageSender(c.env, "sms");
  await assertCodeAllowed(d1, phone, c.var.clientAddress, codeRequestsPerClient(c.env));
  const code = randomDigits(6);
  const verifyId = await createVerification(d1, {
    channel: "phone",
    target: phone,
    purpose,
    code,
    lifetimeMs: await otpLifetimeMs(d1),
  });
  await sender.send({ channel: "sms", to: phone, body: `Your Tiffin code is ${code}` });
  return { verifyId, phone, message: "Verification code sent" };
}

const phoneSignIn = async (
  c: Context<ApiEnv>,
  phone: string,
  verifyId: string,
  verifyCode: string,
  purpose: "register" | "forgot",
) => {
  const d1 = c.env.DB;
  const verification = await findVerification(d1, verifyId, "phone", purpose);
  if (verification && verification.target !== phone) throw notFound("Verification not found");
  await checkCode(d1, verification, verifyCode);
  const existing = await activeUserBy(d1, "phone", phone);
  if (existing) {
    return session(c, existing.id, [phoneVerifiedWrite(d1, existing.id)], purpose === "forgot");
  }
  if (purpose === "forgot") throw notFound("User not found");
  return signUp(c, { phone, phoneVerified: true });
};

/** A UNIQUE constraint refused a row: another request created the same account first. */
const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

const providerParam = z.enum(["google", "facebook", "apple"]);
const PROVIDER_IDS = { google: "google.com", facebook: "facebook.com", apple: "apple.com" } as const;

export const authRoutes = new Hono<ApiEnv>()
  .post("/auth/login", async (c) => {
    const d1 = c.env.DB;
    const body = await parseBody(c, loginBody);
    const user =
      "email" in body ? await activeUserBy(d1, "email", body.email) : await activeUserBy(d1, "phone", body.phone);
    const limits = loginLimits(c.var.clientAddress, "email" in body ? body.email : body.phone, user?.id ?? null);
    await countLoginAttempt(d1, limits);
    const valid = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !valid) throw badLogin();
    await loginSucceeded(d1, limits);
    const { token, user: profile } = await session(c, user.id);
    return ok(c, { access_token: token, token_type: "Bearer", user: profile });
  })
  .post("/auth/register", async (c) => {
    const body = await parseBodyWithQuery(c, registerBody);
    const d1 = c.env.DB;
    if ("phone" in body) return ok(c, await sendPhoneCode(c, body.phone, "register"));
    const sender = messageSender(c.env, "email");
    // "already taken" tells that an account exists: counted per client before the lookup
    await assertLookupAllowed(d1, c.var.clientAddress, codeRequestsPerClient(c.env));
    if (await activeUserBy(d1, "email", body.email)) throw emailTaken();
    await assertRecipientAllowed(d1, body.email);
    const code = randomToken(24);
    await createVerification(d1, {
      channel: "email",
      target: body.email,
      purpose: "register",
      code,
      lifetimeMs: EMAIL_LINK_LIFETIME_MS,
    });
    await sender.send({
      channel: "email",
      to: body.email,
      subject: "Confirm your email",
      body: `Confirm your Tiffin account: /verify/${code}`,
    });
    return ok(c, [], "A verification code was sent");
  })
  .post("/auth/resend-verify", async (c) => {
    const { email } = await parseBodyWithQuery(c, resendVerifyBody);
    const d1 = c.env.DB;
    const sender = messageSender(c.env, "email");
    await assertLookupAllowed(d1, c.var.clientAddress, codeRequestsPerClient(c.env));
    if (await activeUserBy(d1, "email", email)) throw emailTaken();
    if (!(await latestVerification(d1, email, "email", "register"))) throw notFound("Verification not found");
    await assertRecipientAllowed(d1, email);
    const code = randomToken(24);
    await createVerification(d1, {
      channel: "email",
      target: email,
      purpose: "register",
      code,
      lifetimeMs: EMAIL_LINK_LIFETIME_MS,
    });
    await sender.send({
      channel: "email",
      to: email,
      subject: "Confirm your email",
      body: `Confirm your Tiffin account: /verify/${code}`,
    });
    return ok(c, [], "A verification code was sent");
  })
  .get("/auth/verify/:code", async (c) => {
    const d1 = c.env.DB;
    const email = await verifyEmailLink(d1, await hashToken(c.req.param("code")));
    if (email === null) throw badRequest("ERROR_201", "Wrong verification code");
    return ok(c, { email });
  })
  .post("/auth/after-verify", async (c) => {
    const body = await parseBody(c, afterVerifyBody);
    const d1 = c.env.DB;
    if (await activeUserBy(d1, "email", body.email)) throw emailTaken();
    const since = new Date(Date.now() - SIGNUP_WINDOW_MS).toISOString();
    const verified = await verifiedSignUpEmail(d1, body.email, since);
    if (!verified)
      throw badRequest("ERROR_400", "Please, verify your email first", { email: ["Please, verify your email first"] });
    const result = await signUp(
      c,
      {
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname ?? null,
        gender: body.gender ?? null,
        passwordHash: await hashPassword(body.password),
        referral: body.referral || null,
        emailVerified: true,
      },
      [verificationUsedWrite(d1, verified.id)],
    );
    return ok(c, result);
  })
  .post("/auth/verify/phone", async (c) => {
    const body = await parseBodyWithQuery(c, verifyPhoneBody);
    const verification = await findVerification(c.env.DB, body.verifyId, "phone", "register");
    return ok(c, await phoneSignIn(c, verification?.target ?? "", body.verifyId, body.verifyCode, "register"));
  })
  .post("/auth/forgot/password", async (c) => {
    const { phone } = await parseBody(c, forgotPasswordBody);
    const d1 = c.env.DB;
    const sender = messageSender(c.env, "sms");
    await assertLookupAllowed(d1, c.var.clientAddress, codeRequestsPerClient(c.env));
    await assertRecipientAllowed(d1, phone);
    const code = randomDigits(6);
    // A code is stored for an unknown phone too, so its verifyId and the next step's answers look
    // the same; it is sent only to a phone an account uses.
    const verifyId = await createVerification(d1, {
      channel: "phone",
      target: phone,
      purpose: "forgot",
      code,
      lifetimeMs: await otpLifetimeMs(d1),
    });
    if (await activeUserBy(d1, "phone", phone)) {
      await sender.send({ channel: "sms", to: phone, body: `Your Tiffin code is ${code}` });
    }
    return ok(c, { verifyId, phone, message: RESET_PHONE_SENT });
  })
  .post("/auth/forgot/password/confirm", async (c) => {
    const body = await parseBody(c, forgotPasswordConfirmBody);
    return ok(c, await phoneSignIn(c, body.phone, body.verifyId, body.verifyCode, "forgot"));
  })
  .post("/auth/forgot/email-password", async (c) => {
    // ?email, or {email} in a JSON body; any other body (null, a list, broken JSON) has none
    const body: unknown = c.req.query("email") === undefined ? await c.req.json().catch(() => null) : null;
    const fromBody = body && typeof body === "object" && "email" in body ? body.email : undefined;
    const sent = c.req.query("email") ?? fromBody;
    const email = emailField.safeParse(sent);
    if (!email.success) throw emailRefused(c, email.error, sent);
    const d1 = c.env.DB;
    const sender = messageSender(c.env, "email");
    await assertLookupAllowed(d1, c.var.clientAddress, codeRequestsPerClient(c.env));
    await assertRecipientAllowed(d1, email.data);
    const code = randomDigits(6);
    // stored for an unknown address too (the code step then answers alike), sent only to an account's
    await createVerification(d1, {
      channel: "email",
      target: email.data,
      purpose: "forgot",
      code,
      lifetimeMs: EMAIL_RESET_LIFETIME_MS,
    });
    if (await activeUserBy(d1, "email", email.data)) {
      await sender.send({
        channel: "email",
        to: email.data,
        subject: "Reset your password",
        body: `Your Tiffin password reset code is ${code}. It is valid for 15 minutes.`,
      });
    }
    return ok(c, [], RESET_EMAIL_SENT);
  })
  .post("/auth/forgot/email-password/:code", async (c) => {
    const email = emailField.safeParse(c.req.query("email"));
    if (!email.success) throw emailRefused(c, email.error, c.req.query("email"));
    const d1 = c.env.DB;
    const verification = await latestVerification(d1, email.data, "email", "forgot");
    await checkCode(d1, verification, c.req.param("code"));
    const user = await activeUserBy(d1, "email", email.data);
    if (!user) throw notFound("User not found");
    return ok(c, await session(c, user.id, [], true));
  })
  .post("/auth/:provider/callback", async (c) => {
    const provider = providerParam.safeParse(c.req.param("provider"));
    if (!provider.success) throw notFound();
    const body = await parseBody(c, socialCallbackBody);
    const verifier = identityVerifier(c.env);
    if (!verifier) throw badRequest("ERROR_400", "Social sign-in is not configured");
    const identity = await verifier.verify(body.id_token).catch((error: unknown) => {
      // A refused token is the verifier's own 400; anything else (keys unreachable) is a 503.
      if (error instanceof HttpError) throw error;
      console.error("Identity verification failed", error);
      throw new HttpError(503, "ERROR_503", PROVIDER_UNAVAILABLE);
    });
    if (
      (body.id && body.id !== identity.uid) ||
      (identity.provider && identity.provider !== PROVIDER_IDS[provider.data])
    ) {
      throw badRequest("ERROR_400", "The identity token does not match", {
        id_token: ["The identity token does not match."],
      });
    }
    const d1 = c.env.DB;
    // Only an email the provider itself vouches for (email_verified) may find an account; the
    // request body's email is never trusted, and an unverified one is not stored either, so it
    // cannot squat someone else's address.
    const email = identity.emailVerified ? identity.email : null;
    const link = (userId: number) => socialLinkWrite(d1, provider.data, identity.uid, userId);
    /** The account this identity already signs in to: linked before, or holding its verified email. */
    const knownAccount = async () => {
      const linked = await linkedAccount(d1, provider.data, identity.uid);
      return linked ?? (email ? await activeUserBy(d1, "email", email) : null);
    };
    const signInTo = (userId: number) => session(c, userId, [link(userId)]);
    let result: Awaited<ReturnType<typeof session>> | Awaited<ReturnType<typeof signUp>>;
    const known = await knownAccount();
    if (known) {
      result = await signInTo(known.id);
    } else {
      const [firstname, ...rest] = (identity.name ?? body.name ?? "").split(" ");
      // an address held by an account that is switched off is not given to a second one
      const held = email ? await emailHeld(d1, email) : false;
      try {
        // The link goes in the same batch as the new user, without OR IGNORE: when requests for
        // one new identity race, the UNIQUE on the link (or on the email) refuses all but one
        // batch whole, and the others sign in to the account that one created.
        result = await signUp(
          c,
          {
            email: held ? null : email,
            firstname: firstname || null,
            lastname: rest.join(" ") || null,
            referral: body.referral || null,
            emailVerified: Boolean(email && !held),
          },
          (uuid) => [newSocialLinkWrite(d1, provider.data, identity.uid, uuid)],
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await knownAccount();
        if (!winner) throw error;
        result = await signInTo(winner.id);
      }
    }
    return ok(c, { access_token: result.token, token_type: "Bearer", user: result.user });
  })
  .post("/auth/logout", requireUser, async (c) => {
    const d1 = c.env.DB;
    const token = c.req.header("Authorization")?.replace(/^Bearer\s+/i, "") ?? "";
    await signOut(d1, token, currentUser(c).id);
    return ok(c, [], "Signed out");
  });
