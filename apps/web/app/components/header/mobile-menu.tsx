import { Avatar, MenuIcon } from "@tiffin/ui";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ImpersonalPart } from "../../lib/site/impersonal-main";
import type { RootData } from "../../root";
import { AddressPicker } from "./address-picker";
import { CurrencyPicker } from "./currency-picker";
import { useCloseOnNavigation } from "./details-popover";
import { LanguagePicker } from "./language-picker";
import { ThemeToggle } from "./theme-toggle";
import { AccountLinks } from "./user-menu";

/** The phone header's menu drawer, on <details> so it opens without JavaScript too. */
export function MobileMenu({ data }: { data: RootData }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  useCloseOnNavigation(details);
  return (
    <details ref={details} className="group">
      {/* biome-ignore lint/a11y/useSemanticElements: <summary> opens the panel before JavaScript loads; the role names it a button, as <details> menus commonly do. */}
      <summary
        role="button"
        aria-label={t("header.openMenu")}
        aria-controls="site-menu"
        className="flex size-10 cursor-pointer items-center justify-center rounded-full hover:bg-surface-hover"
      >
        <MenuIcon width={22} height={22} />
      </summary>
      <div
        id="site-menu"
        className="fixed inset-y-0 start-0 z-50 flex w-[85vw] max-w-80 flex-col gap-4 overflow-y-auto border-e border-border bg-surface p-4 shadow-elevated"
      >
        {data.user ? (
          <section aria-label={t("header.userMenu")} className="flex flex-col gap-1 border-b border-border pb-3">
            <p className="flex items-center gap-2 px-2 font-semibold">
              <Avatar src={data.user.img} alt="" size="sm" />
              {data.user.firstname}
            </p>
            <AccountLinks user={data.user} services={data.services} />
          </section>
        ) : null}
        <nav aria-label={t("web:menu")} className="flex flex-col gap-1">
          <a href="/" className="rounded-lg px-2 py-2 font-medium hover:bg-surface-hover">
            {t("brand")}
          </a>
          {/* A signed-in user finds these among the account links above. */}
          {data.user ? null : (
            <>
              <a href="/liked" className="rounded-lg px-2 py-2 hover:bg-surface-hover">
                {t("header.likedRestaurants")}
              </a>
              <a href="/orders" className="rounded-lg px-2 py-2 hover:bg-surface-hover">
                {t("header.orders")}
              </a>
            </>
          )}
          <a href="/help" className="rounded-lg px-2 py-2 hover:bg-surface-hover">
            {t("header.help")}
          </a>
          {data.user ? null : (
            <a href="/login" className="rounded-lg px-2 py-2 font-semibold text-primary hover:bg-surface-hover">
              {t("header.login")}
            </a>
          )}
        </nav>
        <AddressPicker delivery={data.delivery} saved={data.savedAddresses} />
        <ImpersonalPart name="menu-pickers">
          <div data-part="menu-pickers" className="flex flex-wrap items-center gap-2">
            {/* At the drawer's start edge the lists open towards its end, inside the screen. */}
            <LanguagePicker languages={data.languages} current={data.lang} opensAtStart />
            <CurrencyPicker currencies={data.currencies} current={data.currency} opensAtStart />
            <ThemeToggle theme={data.theme} />
          </div>
        </ImpersonalPart>
      </div>
    </details>
  );
}
