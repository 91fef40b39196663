import type { ShowToast } from "@tiffin/ui";
import { lazy, Suspense, useEffect, useState } from "react";

// The design system's toasts (packages/ui ToastProvider, Radix) load with the first toast, so
// no page pays for them in its first-load JavaScript.
const ToastHost = lazy(() => import("./toast-host"));

/** lib/show-toast.ts TOAST_EVENT (kept literal here so this stays in the root's own chunk). */
const TOAST_EVENT = "tiffin:toast";

/** Mounted once in root.tsx: every toast asked for with showToast() (lib/show-toast.ts), in order. */
export function Toasts({ dismissLabel }: { dismissLabel: string }) {
  const [queue, setQueue] = useState<ShowToast[]>([]);
  useEffect(() => {
    const add = (event: Event) => setQueue((current) => [...current, (event as CustomEvent<ShowToast>).detail]);
    window.addEventListener(TOAST_EVENT, add);
    return () => window.removeEventListener(TOAST_EVENT, add);
  }, []);
  return queue.length > 0 ? (
    <Suspense fallback={null}>
      <ToastHost queue={queue} dismissLabel={dismissLabel} />
    </Suspense>
  ) : null;
}
