import { Form } from "@remix-run/react";
import { currencyOf } from "@tiffin/core";
import { useTranslation } from "react-i18next";
import type { RootData } from "../../root";
import { DetailsPopover } from "./details-popover";
import { useCurrencyChoice } from "./language-switch";
import { useCurrentPath } from "./use-current-path";

/**
 * Currency popover: a form posting to /preferences, which stores the choice in a cookie, and the
 * page reloads its prices. Once the page's code runs, the picker's opening, closing and choice
 * go through core's preferences machine, which posts the same form.
 */
export function CurrencyPicker({
  currencies,
  current,
  opensAtStart = false,
}: {
  currencies: RootData["currencies"];
  current: RootData["currency"];
  /** Open the list from the trigger's start edge (at the start of the phone menu). */
  opensAtStart?: boolean;
}) {
  const { t } = useTranslation();
  const redirectTo = useCurrentPath();
  const choice = useCurrencyChoice();
  return (
    <DetailsPopover
      onToggle={choice?.toggled}
      label={t("web:currentCurrency", { name: current?.title ?? "" })}
      summary={<span>{current?.symbol ?? "$"}</span>}
      panelClassName={opensAtStart ? "start-0 end-auto" : undefined}
    >
      <Form
        method="post"
        action="/preferences"
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const currency = currencyOf(currencies, submitter?.value);
          if (currency && choice) {
            event.preventDefault();
            choice.select(currency);
          }
          event.currentTarget.closest("details")?.removeAttribute("open");
        }}
      >
        <p className="px-2 pb-1 text-xs font-semibold text-muted">{t("pickers.chooseCurrency")}</p>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {currencies.map((currency) => (
          <button
            key={currency.id}
            type="submit"
            name="currency_id"
            value={currency.id}
            aria-current={currency.id === current?.id ? "true" : undefined}
            className="flex justify-between gap-4 rounded-lg px-2 py-2 text-start text-sm hover:bg-surface-hover aria-[current]:font-semibold aria-[current]:text-primary"
          >
            <span>{currency.title}</span>
            <span aria-hidden="true">{currency.symbol}</span>
          </button>
        ))}
      </Form>
    </DetailsPopover>
  );
}
