import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../class-names";
import type { CloseAutoFocus, DialogStateProps } from "./dialog-parts";
import { DialogHeading } from "./dialog-parts";

export interface DrawerProps extends DialogStateProps {
  title?: ReactNode;
  label?: string;
  description?: ReactNode;
  /** The edge it slides from: start is the left in left-to-right, the right in right-to-left. */
  side?: "start" | "end";
  closeLabel?: string;
  onCloseAutoFocus?: CloseAutoFocus;
  className?: string;
  children?: ReactNode;
}

/** A side panel (menu drawer, notification panel on desktop), modal like a dialog. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  label,
  description,
  side = "end",
  closeLabel = "Close",
  onCloseAutoFocus,
  className,
  children,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          data-side={side}
          className={cn(
            "fixed inset-y-0 z-50 flex w-[22rem] max-w-[88vw] flex-col gap-4 overflow-y-auto bg-surface p-5 text-fg shadow-elevated focus:outline-none",
            side === "start" ? "start-0 border-e border-border" : "end-0 border-s border-border",
            className,
          )}
        >
          <DialogHeading title={title} label={label} description={description} onCloseLabel={closeLabel} />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
