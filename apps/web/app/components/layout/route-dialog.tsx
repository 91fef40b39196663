import { Link, useNavigate } from "@remix-run/react";
import { CloseIcon, cn } from "@tiffin/ui";
import { type ReactNode, useEffect, useId, useRef } from "react";

export interface RouteDialogProps {
  title: ReactNode;
  /** The page without the query that opened the dialog: where closing leads. */
  closeHref: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}

/** Goes to the page behind a route dialog, keeping the scroll and the history entry. */
export function useCloseRouteDialog(closeHref: string): () => void {
  const navigate = useNavigate();
  return () => navigate(closeHref, { preventScrollReset: true, replace: true });
}

/**
 * A dialog that a URL opens (`?news=`, `?product=`): the server renders it open, so it reads and
 * its links and forms work before JavaScript; once hydrated it becomes a modal <dialog> (focus
 * kept inside), and Escape or the close link go back to `closeHref`.
 */
export function RouteDialog({ title, closeHref, closeLabel, className, children }: RouteDialogProps) {
  const close = useCloseRouteDialog(closeHref);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className={cn(
        "fixed inset-0 z-50 m-auto flex h-fit max-h-[92dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-card bg-surface p-5 text-fg shadow-elevated backdrop:bg-overlay max-modal:mb-0 max-modal:rounded-b-none",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <Link
          to={closeHref}
          replace
          preventScrollReset
          aria-label={closeLabel}
          className="flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-surface-hover"
        >
          <CloseIcon />
        </Link>
      </div>
      {children}
    </dialog>
  );
}
