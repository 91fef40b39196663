import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WebPushConfig } from "../../lib/site/web-push-config.server";

const load = () => import("./web-push.client");

/**
 * Keeps a granted push subscription registered: the push module loads after the page is idle,
 * never on the home page's first load (it is not part of any route's bundle), and only when
 * Firebase is configured and someone is signed in.
 */
export function PushController({ config }: { config: WebPushConfig | null }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!config || pathname === "/" || typeof Notification === "undefined") return;
    if (Notification.permission !== "granted") return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => {
      load()
        .then((push) => push.enableWebPush(config))
        .catch(() => undefined);
    });
  }, [config, pathname]);
  return null;
}

/** "Turn on push notifications": asks the browser, from a click, then subscribes. */
export function PushPrompt({ config }: { config: WebPushConfig | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "on" | "blocked" | "unsupported">("idle");
  useEffect(() => {
    if (typeof Notification === "undefined" || !("serviceWorker" in navigator)) setState("unsupported");
    else if (Notification.permission === "granted") setState("on");
    else if (Notification.permission === "denied") setState("blocked");
  }, []);
  if (!config || state === "unsupported") return null;
  if (state !== "idle") {
    return (
      <p role="status" className="text-sm">
        {state === "on" ? t("web:push.on") : t("web:push.blocked")}
      </p>
    );
  }
  const ask = async () => {
    const push = await load();
    setState((await push.askForWebPush(config)) ? "on" : "blocked");
  };
  return (
    <button type="button" onClick={ask} className="h-10 rounded-full border border-border px-4 text-sm font-semibold">
      {t("web:push.turnOn")}
    </button>
  );
}
