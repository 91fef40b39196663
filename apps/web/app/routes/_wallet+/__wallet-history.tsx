import { EmptyState, PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../lib/money";
import { useRootData } from "../../root";
import type { WalletEntry } from "./wallet.server";

/** The transactions, newest first, with a "Load more" link (?pages=) that works without JavaScript. */
export function WalletHistoryList({
  entries,
  hasMore,
  nextHref,
}: {
  entries: WalletEntry[];
  hasMore: boolean;
  nextHref: string;
}) {
  const locale = useContext(PriceLocale);
  const { t } = useTranslation();
  const currency = useRootData()?.currency ?? null;
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-bold">
        {t("web:wallet.history")}
      </h2>
      {entries.length === 0 ? (
        <EmptyState title={t("web:wallet.empty")} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-card border border-border">
          {entries.map((entry) => (
            <li key={entry.uuid} className="flex items-center justify-between gap-3 p-3">
              <div className="flex flex-col">
                <span className="font-semibold">
                  {entry.type === "topup" ? t("web:wallet.credit") : t("web:wallet.debit")}
                  {entry.counterpart ? ` · ${entry.counterpart}` : ""}
                </span>
                <span className="text-xs">
                  {entry.date}
                  {entry.note ? ` · ${entry.note}` : ""}
                </span>
              </div>
              <span className="font-semibold tabular-nums" dir="ltr">
                {entry.type === "topup" ? "+" : "−"}
                {formatPrice(entry.price, currency, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <a href={nextHref} className="self-center rounded-full border border-border px-5 py-2 text-sm font-semibold">
          {t("actions.loadMore")}
        </a>
      ) : null}
    </section>
  );
}
