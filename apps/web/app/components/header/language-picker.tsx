import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RootData } from "../../root";
import { DetailsPopover } from "./details-popover";
import { useLanguageSwitch } from "./language-switch";
import { useCurrentPath } from "./use-current-path";

/** Language popover: each language is a submit button of a form posting to /preferences. */
export function LanguagePicker({
  languages,
  current,
  opensAtStart = false,
}: {
  languages: RootData["languages"];
  current: string;
  /** Open the list from the trigger's start edge (at the start of the phone menu). */
  opensAtStart?: boolean;
}) {
  const { t } = useTranslation();
  const redirectTo = useCurrentPath();
  const switchLanguage = useLanguageSwitch();
  const currentTitle = languages.find((l) => l.locale === current)?.title ?? current;
  return (
    <DetailsPopover
      label={t("web:currentLanguage", { name: currentTitle })}
      summary={<span className="uppercase">{current}</span>}
      panelClassName={opensAtStart ? "start-0 end-auto" : undefined}
    >
      <Form
        method="post"
        action="/preferences"
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const language = languages.find((l) => l.locale === submitter?.value);
          if (language && switchLanguage) {
            event.preventDefault();
            switchLanguage(language);
            submitter?.closest("details")?.removeAttribute("open");
          }
        }}
      >
        <p className="px-2 pb-1 text-xs font-semibold text-muted">{t("pickers.chooseLanguage")}</p>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {languages.map((language) => (
          <button
            key={language.locale}
            type="submit"
            name="lang"
            value={language.locale}
            lang={language.locale}
            aria-current={language.locale === current ? "true" : undefined}
            className="rounded-lg px-2 py-2 text-start text-sm hover:bg-surface-hover aria-[current]:font-semibold aria-[current]:text-primary"
          >
            {language.title}
          </button>
        ))}
      </Form>
    </DetailsPopover>
  );
}
