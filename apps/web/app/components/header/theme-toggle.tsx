import { useFetcher } from "@remix-run/react";
import { MoonIcon } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { useCurrentPath } from "./use-current-path";

/** Toggles `dark` on <html>; the cookie lets the server render the same class next time. */
export function ThemeToggle({ theme }: { theme: "light" | "dark" }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const redirectTo = useCurrentPath();
  const pending = fetcher.formData?.get("theme");
  const shown = pending === "dark" || pending === "light" ? pending : theme;
  const next = shown === "dark" ? "light" : "dark";
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      onSubmit={() => document.documentElement.classList.toggle("dark", next === "dark")}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        name="theme"
        value={next}
        aria-pressed={shown === "dark"}
        aria-label={t("web:darkMode")}
        className="flex size-10 items-center justify-center rounded-full hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MoonIcon />
      </button>
    </fetcher.Form>
  );
}
