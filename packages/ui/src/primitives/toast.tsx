import { Direction, Toast as ToastPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { cn } from "../class-names";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";
import type { ToastKind, ToastMessage } from "./toast-queue";
import { dismissToast, enqueueToast, TOAST_DURATION_MS } from "./toast-queue";

export interface ShowToast {
  id?: string;
  kind?: ToastKind;
  title: ReactNode;
  description?: ReactNode;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  show(toast: ShowToast): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
  duration?: number;
  /** Texts: the region's name, the dismiss button, and a word per kind read before the title. */
  labels?: { region?: string; dismiss?: string; kinds?: Partial<Record<ToastKind, string>> };
}

const kindClasses: Record<ToastKind, string> = {
  success: "border-s-success",
  warning: "border-s-warning",
  error: "border-s-danger",
  info: "border-s-info",
};

const defaultKindLabels: Record<ToastKind, string> = {
  success: "Success",
  warning: "Warning",
  error: "Error",
  info: "Information",
};

/** Toasts in the top end corner (top-right in left-to-right), closing after 5 s. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS, labels }: ToastProviderProps) {
  const [queue, setQueue] = useState<readonly ToastMessage[]>([]);
  const counter = useRef(0);
  const direction = Direction.useDirection();

  const dismiss = useCallback((id: string) => setQueue((current) => dismissToast(current, id)), []);
  const show = useCallback((toast: ShowToast) => {
    counter.current += 1;
    const id = toast.id ?? `toast-${counter.current}`;
    setQueue((current) =>
      enqueueToast(current, { id, kind: toast.kind ?? "info", title: toast.title, description: toast.description }),
    );
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} swipeDirection={direction === "rtl" ? "left" : "right"}>
        {children}
        {queue.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            data-kind={toast.kind}
            type={toast.kind === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
            className={cn(
              "flex items-start gap-3 rounded-lg border border-border border-s-4 bg-surface p-3 text-start text-fg shadow-elevated",
              kindClasses[toast.kind],
            )}
          >
            <div className="flex flex-1 flex-col gap-0.5">
              <ToastPrimitive.Title className="text-sm font-semibold">
                <span className="sr-only">{labels?.kinds?.[toast.kind] ?? defaultKindLabels[toast.kind]}: </span>
                {toast.title}
              </ToastPrimitive.Title>
              {toast.description ? (
                <ToastPrimitive.Description className="text-sm text-muted">
                  {toast.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close asChild>
              <IconButton label={labels?.dismiss ?? "Dismiss"} icon={<CloseIcon />} size="sm" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport
          label={labels?.region ?? "Notifications ({hotkey})"}
          className="fixed top-4 end-4 z-[60] flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
