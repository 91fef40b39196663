import { lazy } from "react";
import { island } from "../../lib/islands/island";
import * as Now from "./header-controls";

// The pickers, menus and bell work as plain HTML first; their code loads lazily (see island).
const load = () => import("./header-controls");

// `import.meta.env.SSR` is a build-time constant: the browser build keeps only the lazy branch.
export const AddressPicker = island(
  import.meta.env.SSR ? Now.AddressPicker : lazy(() => load().then((m) => ({ default: m.AddressPicker }))),
  "AddressPicker",
);
export const CurrencyPicker = island(
  import.meta.env.SSR ? Now.CurrencyPicker : lazy(() => load().then((m) => ({ default: m.CurrencyPicker }))),
  "CurrencyPicker",
);
export const LanguagePicker = island(
  import.meta.env.SSR ? Now.LanguagePicker : lazy(() => load().then((m) => ({ default: m.LanguagePicker }))),
  "LanguagePicker",
);
export const MobileMenu = island(
  import.meta.env.SSR ? Now.MobileMenu : lazy(() => load().then((m) => ({ default: m.MobileMenu }))),
  "MobileMenu",
);
export const NotificationBell = island(
  import.meta.env.SSR ? Now.NotificationBell : lazy(() => load().then((m) => ({ default: m.NotificationBell }))),
  "NotificationBell",
);
export const ThemeToggle = island(
  import.meta.env.SSR ? Now.ThemeToggle : lazy(() => load().then((m) => ({ default: m.ThemeToggle }))),
  "ThemeToggle",
);
export const UserMenu = island(
  import.meta.env.SSR ? Now.UserMenu : lazy(() => load().then((m) => ({ default: m.UserMenu }))),
  "UserMenu",
);
export const SearchBox = island(
  import.meta.env.SSR ? Now.SearchBox : lazy(() => load().then((m) => ({ default: m.SearchBox }))),
  "SearchBox",
);
