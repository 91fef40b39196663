import { useFetcher } from "@remix-run/react";
import { Button } from "@tiffin/ui";
import { useEffect, useState } from "react";
import { FormAlert } from "./__auth-shell";
import type { FirebaseWebConfig, SocialProvider } from "./__firebase-social.client";

interface Texts {
  orContinueWith: string;
  google: string;
  facebook: string;
  apple: string;
  socialFailed: string;
}

const PROVIDERS: SocialProvider[] = ["google", "facebook", "apple"];

/**
 * Google, Facebook and Apple through the Firebase Auth web SDK, which loads as its own chunk on
 * the first click. Only where Firebase is configured, and only once the page runs (a popup needs
 * JavaScript), so no button shows that cannot work.
 */
export function SocialSignIn({
  config,
  texts,
  redirectTo,
}: {
  config: FirebaseWebConfig;
  texts: Texts;
  redirectTo: string;
}) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const fetcher = useFetcher<{ error?: string }>();
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  const start = async (provider: SocialProvider) => {
    setFailed(false);
    setBusy(true);
    try {
      const { signInWithProvider } = await import("./__firebase-social.client");
      const identity = await signInWithProvider(config, provider);
      fetcher.submit({ provider, redirectTo, ...identity }, { method: "post", action: "/auth/social" });
    } catch (error) {
      // A closed popup or a provider refusal: say so, and keep the cause for whoever debugs it.
      console.warn("social sign-in failed", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={texts.orContinueWith} className="flex flex-col gap-3">
      <p className="text-center text-sm text-muted">{texts.orContinueWith}</p>
      <FormAlert message={failed || fetcher.data?.error ? (fetcher.data?.error ?? texts.socialFailed) : null} />
      {PROVIDERS.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          disabled={busy || fetcher.state !== "idle"}
          onClick={() => start(provider)}
        >
          {texts[provider]}
        </Button>
      ))}
    </section>
  );
}
