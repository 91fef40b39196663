import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { type Address, createAddress, deleteAddresses, setActiveAddress, updateAddress } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../components/account/form-field";
import { readAddressForm } from "../../lib/address/address-form";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import { mapConfigFor } from "../../lib/address/map-config";
import { pointFromForm } from "../../lib/address/point-from-form.server";
import { deliveryCookies, savedAddresses } from "../../lib/address/saved-addresses.server";
import { apiFor } from "../../lib/api.server";
import { apiFailure } from "../../lib/api-failure";
import { privatePageMeta } from "../../lib/page-title";
import { readPreferences } from "../../lib/preferences.server";
import { safeRedirect } from "../../lib/redirect-target";
import { requireSignedIn } from "../../lib/require-user.server";
import { orSignOut } from "../../lib/session-user.server";
import { AddressForm } from "./__address-form";

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "savedLocations.title", "Saved addresses");

const idOf = (value: FormDataEntryValue | string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The list, plus the form (?new=1, ?edit={id}) or the delete confirmation (?delete={id}). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  const url = new URL(request.url);
  const addresses = await savedAddresses(apiFor(request, context));
  const find = (key: string) => addresses.find((a) => a.id === idOf(url.searchParams.get(key))) ?? null;
  const editing = find("edit");
  const deleting = find("delete");
  return {
    addresses,
    editing,
    deleting,
    adding: url.searchParams.get("new") === "1" && !editing,
    start: readDeliveryAddress(context).location,
    map: mapConfigFor(context.cloudflare.env),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/saved-locations"),
  };
}

/**
 * save (create, or update with id), delete (after the confirmation), activate: the chosen one
 * becomes the active address (the others inactive) and the delivery cookies follow it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireSignedIn(request, context);
  const form = await request.formData();
  const api = apiFor(request, context);
  const intent = form.get("intent");
  const id = idOf(form.get("id"));
  const redirectTo = safeRedirect(form.get("redirectTo"), "/saved-locations");
  try {
    if (intent === "save") {
      const point = await pointFromForm(form, context.cloudflare.env, readPreferences(request, context).lang);
      const read = readAddressForm(form, point);
      if (!read.ok) return { errors: read.errors, failure: null };
      const first = (await savedAddresses(api)).length === 0;
      const saved = await orSignOut(
        id ? updateAddress(api, id, read.input) : createAddress(api, { ...read.input, active: first || undefined }),
      );
      // A new first address, or an edit of the active one, moves the delivery point with it.
      const headers = new Headers();
      if (saved.active) for (const cookie of await deliveryCookies(saved)) headers.append("Set-Cookie", cookie);
      return redirect(redirectTo, { headers });
    }
    if (intent === "delete" && id) {
      await orSignOut(deleteAddresses(api, [id]));
      return redirect("/saved-locations");
    }
    if (intent === "activate" && id) {
      const active = await orSignOut(setActiveAddress(api, id));
      const headers = new Headers();
      for (const cookie of await deliveryCookies(active)) headers.append("Set-Cookie", cookie);
      return redirect(redirectTo, { headers });
    }
  } catch (error) {
    const failure = apiFailure(error, readPreferences(request, context).lang);
    return { errors: failure.fields, failure: failure.message };
  }
  return { errors: {}, failure: { key: "errors:catalogue.somethingWentWrong" } };
}

function AddressRow({ address }: { address: Address }) {
  const { t } = useTranslation();
  const details = [address.address.house, address.address.office, address.address.floor].filter(Boolean).join(", ");
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-semibold">
          {address.title || address.address.address}
          {address.active ? (
            <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-fg">
              {t("address.active")}
            </span>
          ) : null}
        </p>
        {address.title ? <p className="text-sm">{address.address.address}</p> : null}
        {details ? <p className="text-sm text-muted">{details}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {address.active ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={address.id} />
            <button
              type="submit"
              name="intent"
              value="activate"
              className="h-10 rounded-full border border-border px-4 text-sm font-semibold"
            >
              {t("address.setActive")}
              <span className="sr-only">: {address.address.address}</span>
            </button>
          </Form>
        )}
        <a
          href={`/saved-locations?edit=${address.id}`}
          className="flex h-10 items-center rounded-full border border-border px-4 text-sm font-semibold"
        >
          {t("actions.edit")}
          <span className="sr-only">: {address.address.address}</span>
        </a>
        <a
          href={`/saved-locations?delete=${address.id}`}
          className="flex h-10 items-center rounded-full border border-danger px-4 text-sm font-semibold text-danger"
        >
          {t("actions.delete")}
          <span className="sr-only">: {address.address.address}</span>
        </a>
      </div>
    </li>
  );
}

function DeleteConfirmation({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-3 rounded-card border border-danger p-4">
      <h2 id="delete-title" className="text-lg font-bold">
        {t("web:savedLocations.deleteTitle")}
      </h2>
      <p>{t("web:savedLocations.deleteText", { address: address.address.address })}</p>
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="id" value={address.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          // biome-ignore lint/a11y/noAutofocus: the confirmation is what this view is for
          autoFocus
          className="h-10 rounded-full bg-danger px-4 text-sm font-semibold text-danger-fg"
        >
          {t("actions.delete")}
        </button>
        <a
          href="/saved-locations"
          className="flex h-10 items-center rounded-full border border-border px-4 text-sm font-semibold"
        >
          {t("actions.cancel")}
        </a>
      </Form>
    </section>
  );
}

export default function SavedLocationsPage() {
  const { addresses, editing, deleting, adding, start, map, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const showForm = adding || editing !== null;
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("web:savedLocations.title")}</h1>
        {showForm ? null : (
          <a
            href="/saved-locations?new=1"
            className="flex h-10 items-center rounded-full bg-primary px-4 text-sm font-semibold text-primary-fg"
          >
            {t("address.addAddress")}
          </a>
        )}
      </div>
      <FormMessage message={result?.failure} />
      {deleting ? <DeleteConfirmation address={deleting} /> : null}
      {showForm ? (
        <AddressForm
          key={editing?.id ?? "new"}
          address={editing}
          start={start}
          map={map}
          redirectTo={redirectTo}
          errors={result?.errors}
        />
      ) : addresses.length === 0 ? (
        <EmptyState title={t("web:savedLocations.empty")} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("address.myAddresses")}>
          {addresses.map((address) => (
            <AddressRow key={address.id} address={address} />
          ))}
        </ul>
      )}
    </main>
  );
}
