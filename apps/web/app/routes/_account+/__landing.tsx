import { Logo } from "@tiffin/ui";
import type { ContentTexts } from "../../lib/i18n/content-bundles";
import { fillText } from "../../lib/i18n/content-bundles";

interface LandingProps {
  texts: ContentTexts["landing"];
  siteName: string;
  share: string;
  apps: { android: string; ios: string };
  appLabels: { android: string; ios: string };
}

/** The visitor's landing: same-day delivery, live updates, the quality promise and the apps. */
export function Landing({ texts, siteName, share, apps, appLabels }: LandingProps) {
  const promises = [
    { title: texts.sameDayTitle, text: texts.sameDayText },
    { title: texts.liveTitle, text: texts.liveText },
    { title: texts.qualityTitle, text: texts.qualityText },
  ];
  return (
    <main className="mx-auto flex w-full max-w-[1140px] flex-col gap-12 px-4 py-10">
      <a href="/" className="self-start">
        <Logo />
        <span className="sr-only">{siteName}</span>
      </a>
      <section aria-labelledby="landing-title" className="flex flex-col items-start gap-4">
        <h1 id="landing-title" className="text-3xl font-bold sm:text-4xl">
          {texts.title}
        </h1>
        <p className="max-w-xl text-lg text-muted">{texts.intro}</p>
        <div className="flex flex-wrap gap-3">
          <a
            href="/"
            className="flex h-12 items-center rounded-full bg-primary px-6 font-semibold text-primary-fg hover:bg-primary-hover"
          >
            {texts.start}
          </a>
          <a href="/register" className="flex h-12 items-center rounded-full border border-border px-6 font-semibold">
            {texts.signUp}
          </a>
          <a href="/login" className="flex h-12 items-center px-2 font-semibold text-primary underline">
            {texts.signIn}
          </a>
        </div>
      </section>
      <ul className="grid gap-4 md:grid-cols-3">
        {promises.map((promise) => (
          <li key={promise.title} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5">
            <h2 className="text-lg font-bold">{promise.title}</h2>
            <p className="text-muted">{promise.text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="landing-apps" className="flex flex-col gap-3 rounded-card bg-surface-muted p-6">
        <h2 id="landing-apps" className="text-xl font-bold">
          {texts.appsTitle}
        </h2>
        <p>{texts.appsText}</p>
        <div className="flex flex-wrap gap-3">
          <a
            href={apps.android}
            rel="noopener"
            className="rounded-full border border-border bg-surface px-5 py-2 font-semibold"
          >
            {appLabels.android}
          </a>
          <a
            href={apps.ios}
            rel="noopener"
            className="rounded-full border border-border bg-surface px-5 py-2 font-semibold"
          >
            {appLabels.ios}
          </a>
        </div>
        <p className="text-sm text-muted">
          {fillText(texts.share, { site: siteName })}:{" "}
          <a href={share} dir="ltr" className="underline">
            {share}
          </a>
        </p>
      </section>
    </main>
  );
}
