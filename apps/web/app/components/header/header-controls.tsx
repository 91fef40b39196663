// The header's secondary controls, in one module so the browser fetches them in one chunk.
export { AddressPicker } from "./address-picker";
export { CurrencyPicker } from "./currency-picker";
export { LanguagePicker } from "./language-picker";
export { MobileMenu } from "./mobile-menu";
export { NotificationBell } from "./notification-bell";
export { SearchBox } from "./search-box";
export { ThemeToggle } from "./theme-toggle";
export { UserMenu } from "./user-menu";
