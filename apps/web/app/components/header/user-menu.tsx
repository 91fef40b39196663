import { Avatar } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import type { RootData } from "../../root";
import { DetailsPopover } from "./details-popover";

type SignedInUser = NonNullable<RootData["user"]>;

/** The signed-in user's pages, with the admin panel for staff; shared by the menu and drawer. */
export function AccountLinks({ user, services }: { user: SignedInUser; services?: RootData["services"] }) {
  const { t } = useTranslation();
  const links: [string, string][] = [
    ["/profile", t("header.profile")],
    ["/orders", t("header.orders")],
    ["/wallet", t("header.wallet")],
    ...(services?.reservations ? ([["/reservations", t("web:services.reservations")]] as [string, string][]) : []),
    ...(services?.parcels ? ([["/parcels", t("web:services.parcels")]] as [string, string][]) : []),
    // Chats with shops and support; staff answer every chat from the same page.
    ["/chats", t("web:chat.listTitle")],
    ["/saved-locations", t("web:savedLocations.title")],
    ["/referrals", t("web:referrals.title")],
    ["/liked", t("header.likedRestaurants")],
    ["/settings", t("header.settings")],
  ];
  if (user.privileged) links.push(["/admin", t("header.adminPanel")]);
  return (
    <nav aria-label={t("header.userMenu")} className="flex flex-col">
      {links.map(([href, label]) => (
        <a key={href} href={href} className="rounded-lg px-2 py-2 text-sm hover:bg-surface-hover">
          {label}
        </a>
      ))}
      <form method="post" action="/logout">
        <button
          type="submit"
          className="w-full rounded-lg px-2 py-2 text-start text-sm text-danger hover:bg-surface-hover"
        >
          {t("header.logout")}
        </button>
      </form>
    </nav>
  );
}

/** "Log in" for visitors; for a signed-in user an avatar menu, with the admin panel for staff. */
export function UserMenu({ user, services }: { user: RootData["user"]; services?: RootData["services"] }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <a
        href="/login"
        className="flex h-10 items-center rounded-full bg-primary px-4 text-sm font-semibold text-primary-fg hover:bg-primary-hover"
      >
        {t("header.login")}
      </a>
    );
  }
  return (
    <DetailsPopover label={t("header.userMenu")} summary={<Avatar src={user.img} alt="" size="sm" />}>
      <p className="px-2 pb-2 font-semibold">{user.firstname}</p>
      <AccountLinks user={user} services={services} />
    </DetailsPopover>
  );
}
