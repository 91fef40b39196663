import { Form } from "@remix-run/react";
import { MapPinIcon } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import type { RootData } from "../../root";
import { DetailsPopover } from "./details-popover";
import { useCurrentPath } from "./use-current-path";

/** A signed-in user's saved addresses as a radio list; choosing one makes it the active address. */
function SavedAddressList({ saved, redirectTo }: { saved: RootData["savedAddresses"]; redirectTo: string }) {
  const { t } = useTranslation();
  const back = encodeURIComponent(redirectTo);
  return (
    <Form method="post" action="/saved-locations" className="flex flex-col gap-3">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="flex max-h-64 flex-col gap-2 overflow-y-auto">
        <legend className="mb-1 text-sm font-semibold">{t("address.myAddresses")}</legend>
        {saved.map((address) => (
          <label key={address.id} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="id"
              value={address.id}
              defaultChecked={address.active}
              required
              className="mt-1 accent-primary"
            />
            <span className="flex flex-col">
              {address.title ? <span className="font-semibold">{address.title}</span> : null}
              <span>{address.address}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        name="intent"
        value="activate"
        className="rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-primary-fg"
      >
        {t("web:savedLocations.deliverHere")}
      </button>
      <div className="flex gap-3">
        <a href={`/saved-locations?redirectTo=${back}`} className="text-sm font-medium text-primary underline">
          {t("actions.edit")}
        </a>
        <a href={`/saved-locations?new=1&redirectTo=${back}`} className="text-sm font-medium text-primary underline">
          {t("address.addAddress")}
        </a>
      </div>
    </Form>
  );
}

/**
 * Delivery address: "Order for this address?" until answered, then the chosen address with a
 * radio list and links to edit it or add another (the address page has the map). A signed-in
 * user with saved addresses chooses among them instead.
 */
export function AddressPicker({
  delivery,
  saved = [],
}: {
  delivery: RootData["delivery"];
  saved?: RootData["savedAddresses"];
}) {
  const { t } = useTranslation();
  const redirectTo = useCurrentPath();
  const text = delivery.address ?? t("web:defaultAddress");
  return (
    <DetailsPopover
      label={`${t("header.deliveryAddress")}: ${text}`}
      summary={
        <>
          <MapPinIcon width={18} height={18} />
          <span className="max-w-40 truncate">{text}</span>
        </>
      }
      panelClassName="w-72 start-0 end-auto"
    >
      {saved.length > 0 ? (
        <SavedAddressList saved={saved} redirectTo={redirectTo} />
      ) : delivery.confirmed ? (
        <Form method="post" action="/address" className="flex flex-col gap-3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t("address.myAddresses")}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="choice" value="current" defaultChecked className="accent-primary" />
              {text}
            </label>
          </fieldset>
          <div className="flex gap-2">
            <a
              href={`/address?redirectTo=${encodeURIComponent(redirectTo)}`}
              className="text-sm font-medium text-primary underline"
            >
              {t("actions.edit")}
            </a>
            <a
              href={`/address?new=1&redirectTo=${encodeURIComponent(redirectTo)}`}
              className="text-sm font-medium text-primary underline"
            >
              {t("address.addAddress")}
            </a>
          </div>
        </Form>
      ) : (
        <Form method="post" action="/address" className="flex flex-col gap-3">
          <p className="text-sm font-semibold">{t("address.orderForThisAddress")}</p>
          <p className="text-sm text-muted">{text}</p>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="location" value={`${delivery.location.latitude},${delivery.location.longitude}`} />
          <input type="hidden" name="address" value={text} />
          <div className="flex gap-2">
            <button
              type="submit"
              name="intent"
              value="confirm"
              className="rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-primary-fg"
            >
              {t("actions.yes")}
            </button>
            <button
              type="submit"
              name="intent"
              value="change"
              className="rounded-full border border-border px-4 py-1.5 text-sm font-semibold"
            >
              {t("actions.no")}
            </button>
          </div>
        </Form>
      )}
    </DetailsPopover>
  );
}
