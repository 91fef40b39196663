import { Button } from "@tiffin/ui";
import { useEffect, useRef } from "react";

interface Texts {
  deleteAccount: string;
  deleteConfirmTitle: string;
  deleteConfirmText: string;
  deleteConfirm: string;
  cancel: string;
}

/**
 * "Delete account" asks first. Before JavaScript the button asks for `?delete=confirm`, where
 * the question shows in place; once the page runs it opens a modal <dialog> (focus moves into it,
 * Escape and Cancel close it and focus returns to the button).
 */
export function DeleteAccount({ texts, confirming }: { texts: Texts; confirming: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const restore = () => opener.current?.focus();
    node.addEventListener("close", restore);
    return () => node.removeEventListener("close", restore);
  }, []);
  return (
    <>
      <form method="get" action="/settings#delete-account">
        <input type="hidden" name="delete" value="confirm" />
        <Button
          ref={opener}
          type="submit"
          variant="danger"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            dialog.current?.showModal();
          }}
        >
          {texts.deleteAccount}
        </Button>
      </form>
      <dialog
        ref={dialog}
        open={confirming || undefined}
        aria-labelledby="delete-confirm-title"
        aria-describedby="delete-confirm-text"
        className="m-auto max-w-sm rounded-card border border-border bg-surface p-6 text-fg shadow-elevated backdrop:bg-black/50"
      >
        <h3 id="delete-confirm-title" className="text-lg font-semibold">
          {texts.deleteConfirmTitle}
        </h3>
        <p id="delete-confirm-text" className="mt-2 text-sm text-muted">
          {texts.deleteConfirmText}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <form method="dialog">
            {confirming ? (
              <a
                href="/settings"
                className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold hover:bg-surface-hover"
              >
                {texts.cancel}
              </a>
            ) : (
              <Button type="submit" variant="ghost" autoFocus>
                {texts.cancel}
              </Button>
            )}
          </form>
          <form method="post" action="/settings">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="danger">
              {texts.deleteConfirm}
            </Button>
          </form>
        </div>
      </dialog>
    </>
  );
}
