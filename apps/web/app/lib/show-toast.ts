import type { ShowToast } from "@tiffin/ui";

/** The window event the root's toast mount (components/layout/toasts.tsx) listens for. */
export const TOAST_EVENT = "tiffin:toast";

/**
 * Shows a toast (success, error, warning or info; 5 s) through the design system's toast,
 * mounted once in root.tsx. An event rather than a context, so a page's own chunk can call it
 * without sharing a module with the root's.
 */
export function showToast(toast: ShowToast): void {
  window.dispatchEvent(new CustomEvent<ShowToast>(TOAST_EVENT, { detail: toast }));
}
