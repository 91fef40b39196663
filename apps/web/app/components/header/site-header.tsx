import { Logo, SearchIcon } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { ImpersonalPart } from "../../lib/site/impersonal-main";
import type { RootData } from "../../root";
import { CartButton } from "./cart-button";
import {
  AddressPicker,
  CurrencyPicker,
  LanguagePicker,
  MobileMenu,
  NotificationBell,
  SearchBox,
  ThemeToggle,
  UserMenu,
} from "./header-islands";

/**
 * The storefront header: wide screens show everything; phones a drawer and full-screen search.
 * Its background is opaque, not blurred: a backdrop filter makes the header the containing block
 * of the fixed drawer inside it, which then stood 64 px tall instead of the screen's height.
 */
export function SiteHeader({ data }: { data: RootData }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-[1140px] items-center gap-2 px-3 md:gap-3 md:px-4">
        <div className="md:hidden">
          <MobileMenu data={data} />
        </div>
        <a
          href="/"
          aria-label={t("header.home")}
          className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Logo />
        </a>
        <div className="hidden lg:block">
          <AddressPicker delivery={data.delivery} saved={data.savedAddresses} />
        </div>
        <SearchBox className="hidden flex-1 md:block" />
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <a
            href="/search"
            aria-label={t("search:label")}
            className="flex size-10 items-center justify-center rounded-full hover:bg-surface-hover md:hidden"
          >
            <SearchIcon width={18} height={18} />
          </a>
          {/* The same for every visitor with these cookies: a signed-in home takes it from theirs. */}
          <ImpersonalPart name="pickers">
            <div data-part="pickers" className="hidden items-center gap-1 md:flex">
              <ThemeToggle theme={data.theme} />
              <LanguagePicker languages={data.languages} current={data.lang} />
              <CurrencyPicker currencies={data.currencies} current={data.currency} />
            </div>
          </ImpersonalPart>
          <NotificationBell statistic={data.notificationStatistic} signedIn={data.user !== null} />
          <CartButton count={data.cartCount} />
          <div className="hidden md:block">
            <UserMenu user={data.user} services={data.services} />
          </div>
        </div>
      </div>
    </header>
  );
}
