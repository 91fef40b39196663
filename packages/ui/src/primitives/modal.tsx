import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../class-names";
import type { CloseAutoFocus, DialogStateProps } from "./dialog-parts";
import { DialogHeading } from "./dialog-parts";

export interface ModalProps extends DialogStateProps {
  /** Heading; when left out, `label` names the dialog for screen readers only. */
  title?: ReactNode;
  label?: string;
  description?: ReactNode;
  /** Shows a close button in the corner (the optional close button of SPEC.md). */
  closeButton?: boolean;
  closeLabel?: string;
  onCloseAutoFocus?: CloseAutoFocus;
  size?: "sm" | "md" | "lg";
  className?: string;
  children?: ReactNode;
}

const widths = { sm: "modal:max-w-sm", md: "modal:max-w-lg", lg: "modal:max-w-3xl" } as const;

/**
 * A dialog: centred from 576px up, a bottom sheet below (pure CSS, so it is right on the
 * server's first paint too). Focus moves in, Escape closes, focus returns to the trigger.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  label,
  description,
  closeButton = true,
  closeLabel = "Close",
  onCloseAutoFocus,
  size = "md",
  className,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-overlay modal:items-center modal:p-6">
          <Dialog.Content
            {...(description ? {} : { "aria-describedby": undefined })}
            onCloseAutoFocus={onCloseAutoFocus}
            className={cn(
              "relative flex max-h-[92dvh] w-full flex-col gap-4 overflow-y-auto rounded-t-card bg-surface p-5 text-fg shadow-elevated focus:outline-none modal:max-h-[85dvh] modal:rounded-card",
              widths[size],
              className,
            )}
          >
            <DialogHeading
              title={title}
              label={label}
              description={description}
              onCloseLabel={closeButton ? closeLabel : undefined}
            />
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalClose = Dialog.Close;
