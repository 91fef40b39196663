import type { ReactNode } from "react";

export type ToastKind = "success" | "warning" | "error" | "info";

export interface ToastMessage {
  /** A fixed id de-duplicates: a second toast with the id of a shown one is dropped. */
  id: string;
  kind: ToastKind;
  title: ReactNode;
  description?: ReactNode;
}

/** SPEC.md section 9: toasts close by themselves after 5 s. */
export const TOAST_DURATION_MS = 5000;

/** Adds a toast unless one with the same id is already shown. */
export function enqueueToast(queue: readonly ToastMessage[], toast: ToastMessage): readonly ToastMessage[] {
  return queue.some((shown) => shown.id === toast.id) ? queue : [...queue, toast];
}

export function dismissToast(queue: readonly ToastMessage[], id: string): readonly ToastMessage[] {
  return queue.filter((shown) => shown.id !== id);
}
