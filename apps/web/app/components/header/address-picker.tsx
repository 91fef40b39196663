import { Form } from "@remix-run/react";
import { MapPinIcon } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import type { RootData } from "../../root";
import { DetailsPopover } from "./details-popover";
import { useCurrentPath } from "./use-current-path";

/**
 * Delivery address: "Order for this address?" until answered, then the chosen address with a
 * radio list and links to edit it or add another (the address page has the map).
 */
export function AddressPicker({ delivery }: { delivery: RootData["delivery"] }) {
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
      {delivery.confirmed ? (
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
