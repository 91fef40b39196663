import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError, confirmContact, getProfile, updatePassword, updateProfile, uploadAvatar } from "@tiffin/api-client";
import { birthdayProblem } from "@tiffin/core";
import { Avatar, Button, Input } from "@tiffin/ui";
import type { ReactNode } from "react";
import { apiFor } from "../../lib/api.server";
import { fixedT } from "../../lib/i18n/i18next.server";
import { orSignOut, readSessionUser, sessionToken } from "../../lib/session-user.server";
import { genderOf, passwordProblems } from "./__account-rules";
import { FormAlert } from "./__auth-shell";
import { ContactChange } from "./__contact-change";
import { GenderField } from "./__gender-field";
import { PasswordFields } from "./__password-fields";
import { accountTexts, apiFormErrors, showsDevOutbox, signedInRedirect } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.profileTitle ?? "Profile"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

const SAVED = ["details", "password", "photo", "contact"] as const;
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** The new contact's kind: an address with "@" is an email, anything else a phone number. */
const contactBody = (contact: string) => (contact.includes("@") ? { email: contact } : { phone: contact });

/**
 * The signed-in user's profile: photo, name, birthday, gender, the password, and a new email or
 * phone (`?contact=` is the step that waits for the code sent to it).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/login?redirectTo=/profile");
  const profile = await orSignOut(getProfile(apiFor(request, context)));
  const search = new URL(request.url).searchParams;
  const saved = search.get("saved");
  return {
    texts: accountTexts(request, context),
    profile,
    saved: SAVED.find((kind) => kind === saved) ?? null,
    pendingContact: search.get("contact")?.trim() || null,
    devOutbox: showsDevOutbox(context),
  };
}

type Errors = Partial<
  Record<
    | "firstname"
    | "birthday"
    | "image"
    | "current_password"
    | "password"
    | "password_confirmation"
    | "contact"
    | "verifyCode"
    | "form",
    string
  >
>;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = await fixedT(request, context, "errors");
  const texts = accountTexts(request, context);
  const api = apiFor(request, context);
  const token = sessionToken(context) ?? "";
  try {
    if (intent === "photo") {
      const file = form.get("image");
      if (!(file instanceof File) || file.size === 0 || file.size > MAX_PHOTO_BYTES) {
        return { intent, errors: { image: texts.photoInvalid } as Errors };
      }
      // The API reads the file's bytes: one that is not a picture is refused there, in any browser.
      const profile = await orSignOut(
        uploadAvatar(api, await file.arrayBuffer(), file.type || "application/octet-stream"),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      });
      if (!profile) return { intent, errors: { image: texts.photoInvalid } as Errors };
      return signedInRedirect(request, context, { token, user: profile }, "/profile?saved=photo");
    }
    if (intent === "contact") {
      const contact = String(form.get("contact") ?? "").trim();
      if (!contact) return { intent, errors: { contact: t("validation.required") } as Errors };
      try {
        await orSignOut(updateProfile(api, contactBody(contact)));
      } catch (error) {
        if (error instanceof Response) throw error;
        const { fields, form: message } = apiFormErrors(error, t);
        return { intent, errors: { contact: fields.email ?? fields.phone ?? message } as Errors };
      }
      return redirect(`/profile?${new URLSearchParams({ contact })}#profile-contact`);
    }
    if (intent === "contact-confirm") {
      const contact = String(form.get("contact") ?? "").trim();
      const verifyCode = String(form.get("verifyCode") ?? "").trim();
      if (!verifyCode) return { intent, errors: { verifyCode: t("validation.required") } as Errors };
      try {
        const profile = await orSignOut(confirmContact(api, { ...contactBody(contact), verifyCode }));
        return signedInRedirect(request, context, { token, user: profile }, "/profile?saved=contact");
      } catch (error) {
        if (error instanceof Response) throw error;
        const { fields, form: message } = apiFormErrors(error, t);
        return { intent, errors: { verifyCode: fields.verifyCode ?? message ?? Object.values(fields)[0] } as Errors };
      }
    }
    if (intent === "password") {
      const old = String(form.get("current_password") ?? "");
      const password = String(form.get("password") ?? "");
      const confirmation = String(form.get("password_confirmation") ?? "");
      const problems = passwordProblems(password, confirmation);
      const errors: Errors = {
        current_password: old ? undefined : t("validation.required"),
        password: problems.password && t(`validation.${problems.password}`),
        password_confirmation: problems.password_confirmation && t(`validation.${problems.password_confirmation}`),
      };
      if (errors.current_password || errors.password || errors.password_confirmation) return { intent, errors };
      await orSignOut(updatePassword(api, { current_password: old, password, password_confirmation: confirmation }));
      return redirect("/profile?saved=password");
    }
    const firstname = String(form.get("firstname") ?? "").trim();
    const lastname = String(form.get("lastname") ?? "").trim();
    // A date input sends YYYY-MM-DD; a day to come or an implausible age is refused (core's rule).
    const birthday = String(form.get("birthday") ?? "").trim();
    const problem = birthday ? birthdayProblem(birthday) : null;
    if (!firstname || problem) {
      return {
        intent: "details",
        errors: {
          ...(firstname ? {} : { firstname: t("validation.required") }),
          ...(problem ? { birthday: texts.birthdayRefused[problem] } : {}),
        } as Errors,
      };
    }
    const profile = await orSignOut(
      updateProfile(api, {
        firstname,
        lastname,
        ...(birthday ? { birthday } : {}),
        ...(genderOf(form.get("gender")) ? { gender: genderOf(form.get("gender")) } : {}),
      }),
    );
    return signedInRedirect(request, context, { token, user: profile }, "/profile?saved=details");
  } catch (error) {
    if (error instanceof Response) throw error;
    const { fields, form: message } = apiFormErrors(error, t);
    return { intent, errors: { ...fields, form: message } as Errors };
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ProfilePage() {
  const { texts, profile, saved, pendingContact, devOutbox } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Errors = result?.errors ?? {};
  const errorsFor = (intent: string): Errors => (result?.intent === intent ? errors : {});
  const savedText = {
    details: texts.profileSaved,
    password: texts.passwordSaved,
    photo: texts.photoSaved,
    contact: texts.contactSaved,
  };
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{texts.profileTitle}</h1>
      <FormAlert tone="success" message={saved ? savedText[saved] : null} />
      <FormAlert message={result?.intent?.startsWith("contact") ? null : errors.form} />
      <Section id="profile-photo" title={texts.photo}>
        <div className="flex flex-wrap items-end gap-4">
          <Avatar src={profile.img} alt={profile.firstname ?? ""} size="lg" />
          <Form method="post" encType="multipart/form-data" className="flex flex-1 flex-col gap-3">
            <input type="hidden" name="intent" value="photo" />
            <Input
              label={texts.choosePhoto}
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              error={errorsFor("photo").image}
              className="py-1.5"
              required
            />
            <Button type="submit" variant="outline" disabled={busy} className="self-start">
              {texts.uploadPhoto}
            </Button>
          </Form>
        </div>
      </Section>
      <Section id="profile-details" title={texts.personalInfo}>
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="details" />
          <Input
            label={texts.firstname}
            name="firstname"
            autoComplete="given-name"
            defaultValue={profile.firstname ?? ""}
            error={errorsFor("details").firstname}
            required
          />
          <Input
            label={texts.lastname}
            name="lastname"
            autoComplete="family-name"
            defaultValue={profile.lastname ?? ""}
          />
          <Input
            label={texts.birthday}
            name="birthday"
            type="date"
            autoComplete="bday"
            defaultValue={profile.birthday?.slice(0, 10) ?? ""}
            error={errorsFor("details").birthday}
          />
          <GenderField texts={texts} defaultValue={profile.gender} />
          <dl className="grid gap-2 text-sm sm:col-span-2">
            <div className="flex gap-2">
              <dt className="font-medium">{texts.email}:</dt>
              <dd>{profile.email ?? texts.notSet}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">{texts.phone}:</dt>
              <dd dir="ltr">{profile.phone ?? texts.notSet}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted sm:col-span-2">{texts.contactNote}</p>
          <Button type="submit" disabled={busy} className="justify-self-start">
            {texts.save}
          </Button>
        </Form>
      </Section>
      <Section id="profile-contact" title={texts.changeContact}>
        <ContactChange
          texts={texts}
          pending={pendingContact}
          devOutbox={devOutbox}
          busy={busy}
          errors={{ ...errorsFor("contact"), ...errorsFor("contact-confirm") }}
        />
      </Section>
      <Section id="profile-password" title={texts.changePassword}>
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <Input
            label={texts.currentPassword}
            name="current_password"
            type="password"
            autoComplete="current-password"
            error={errorsFor("password").current_password}
            required
          />
          <PasswordFields
            labels={{ password: texts.newPassword, confirmation: texts.confirmPassword }}
            errors={errorsFor("password")}
          />
          <Button type="submit" disabled={busy} className="self-start">
            {texts.savePassword}
          </Button>
        </Form>
      </Section>
    </main>
  );
}
