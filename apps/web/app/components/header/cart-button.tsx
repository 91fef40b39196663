import { useFetchers, useLocation } from "@remix-run/react";
import { BagIcon } from "@tiffin/ui";
import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

// core's cart machine and the drawer load on the first click, never with the page.
const CartDrawer = lazy(() => import("../cart/cart-drawer"));

/**
 * The header's cart: a link to /cart before JavaScript (and on the cart page itself); once
 * hydrated it opens the cart drawer. The count rises as soon as an add-to-cart fetcher is on
 * its way.
 */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const pending = useFetchers()
    .filter((f) => f.formAction === "/cart" && f.formData?.get("intent") === "add")
    .reduce((sum, f) => sum + Math.max(1, Number(f.formData?.get("quantity") ?? 1)), 0);
  const shown = count + pending;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname === "/cart" || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <a
        ref={link}
        href="/cart"
        onClick={onClick}
        aria-label={t("web:cartLink", { count: shown })}
        aria-haspopup="dialog"
        className="relative flex h-10 items-center gap-1 rounded-full px-3 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
      >
        <BagIcon />
        <span data-testid="cart-count" aria-hidden="true" className="min-w-4 text-sm font-semibold tabular-nums">
          {shown}
        </span>
      </a>
      {requested ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} opener={link.current} />
        </Suspense>
      ) : null}
    </>
  );
}
