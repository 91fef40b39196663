import { useFetchers } from "@remix-run/react";
import { BagIcon } from "@tiffin/ui";
import { useTranslation } from "react-i18next";

/** The header's cart link; the count rises as soon as an add-to-cart fetcher is on its way. */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const pending = useFetchers()
    .filter((f) => f.formAction === "/cart" && f.formData?.get("intent") === "add")
    .reduce((sum, f) => sum + Math.max(1, Number(f.formData?.get("quantity") ?? 1)), 0);
  const shown = count + pending;
  return (
    <a
      href="/cart"
      aria-label={t("web:cartLink", { count: shown })}
      className="relative flex h-10 items-center gap-1 rounded-full px-3 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
    >
      <BagIcon />
      <span data-testid="cart-count" aria-hidden="true" className="min-w-4 text-sm font-semibold tabular-nums">
        {shown}
      </span>
    </a>
  );
}
