import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { deleteAccount, getNotificationSettings, updateNotificationSettings } from "@tiffin/api-client";
import { Button, Select } from "@tiffin/ui";
import type { ReactNode } from "react";
import { apiFor } from "../../lib/api.server";
import { runSignOut } from "../../lib/session-machine.server";
import { orSignOut, readSessionUser, sessionToken } from "../../lib/session-user.server";
import { useRootData } from "../../root";
import { FormAlert } from "./__auth-shell";
import { DeleteAccount } from "./__delete-account";
import { accountTexts } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.settingsTitle ?? "Settings"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** Language, currency and theme; which notifications arrive; and deleting the account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) throw redirect("/login?redirectTo=/settings");
  const url = new URL(request.url);
  const kinds = await orSignOut(getNotificationSettings(apiFor(request, context)));
  return {
    texts: accountTexts(request, context),
    kinds,
    saved: url.searchParams.get("saved") === "notifications",
    confirmingDelete: url.searchParams.get("delete") === "confirm",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const api = apiFor(request, context);
  if (form.get("intent") === "delete") {
    await orSignOut(deleteAccount(api));
    // The account is gone, so there is no token left to revoke; the machine still clears the rest.
    return runSignOut(sessionToken(context), async () => undefined);
  }
  // Every kind the user can toggle is listed; a ticked box is on, the rest are off.
  const kinds = await orSignOut(getNotificationSettings(api));
  const on = new Set(form.getAll("notification").map(String));
  await orSignOut(
    updateNotificationSettings(
      api,
      kinds.map((kind) => ({ notification_id: kind.id, active: on.has(String(kind.id)) })),
    ),
  );
  return redirect("/settings?saved=notifications");
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function SettingsPage() {
  const { texts, kinds, saved, confirmingDelete } = useLoaderData<typeof loader>();
  const root = useRootData();
  const busy = useNavigation().state === "submitting";
  const kindLabels = texts.kinds as Record<string, string>;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{texts.settingsTitle}</h1>
      <Section id="preferences" title={texts.preferences}>
        <Form method="post" action="/preferences" reloadDocument className="grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="redirectTo" value="/settings" />
          <Select
            label={texts.language}
            name="lang"
            defaultValue={root?.lang}
            options={(root?.languages ?? []).map((language) => ({ value: language.locale, label: language.title }))}
          />
          <Select
            label={texts.currency}
            name="currency_id"
            defaultValue={root?.currency ? String(root.currency.id) : undefined}
            options={(root?.currencies ?? []).map((currency) => ({
              value: String(currency.id),
              label: `${currency.title} (${currency.symbol})`,
            }))}
          />
          <Select
            label={texts.theme}
            name="theme"
            defaultValue={root?.theme === "dark" ? "dark" : "light"}
            options={[
              { value: "light", label: texts.light },
              { value: "dark", label: texts.dark },
            ]}
          />
          <Button type="submit" variant="outline" className="justify-self-start sm:col-span-3">
            {texts.savePreferences}
          </Button>
        </Form>
      </Section>
      <Section id="notifications" title={texts.notificationsTitle}>
        <FormAlert tone="success" message={saved ? texts.notificationsSaved : null} />
        <Form method="post" className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm text-muted">{texts.notificationsText}</legend>
            {kinds.map((kind) => (
              <label key={kind.id} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  name="notification"
                  value={kind.id}
                  defaultChecked={kind.active}
                  className="size-5 accent-primary"
                />
                {kindLabels[kind.type] ?? kind.type}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={busy} className="self-start">
            {texts.save}
          </Button>
        </Form>
      </Section>
      <Section id="delete-account" title={texts.deleteTitle}>
        <p className="text-sm text-muted">{texts.deleteText}</p>
        <DeleteAccount texts={texts} confirming={confirmingDelete} />
      </Section>
    </main>
  );
}
