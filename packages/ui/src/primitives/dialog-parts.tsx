import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../class-names";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";

/** Shared by Modal, Drawer and BottomSheet: a title (visible or only read) and a description. */
export function DialogHeading({
  title,
  label,
  description,
  onCloseLabel,
}: {
  title?: ReactNode;
  label?: string;
  description?: ReactNode;
  onCloseLabel?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1 text-start">
        <Dialog.Title className={cn("text-lg font-semibold text-fg", !title && "sr-only")}>
          {title ?? label}
        </Dialog.Title>
        {description ? <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description> : null}
      </div>
      {onCloseLabel ? (
        <Dialog.Close asChild>
          <IconButton label={onCloseLabel} icon={<CloseIcon />} size="sm" className="-me-2 shrink-0" />
        </Dialog.Close>
      ) : null}
    </div>
  );
}

export interface DialogStateProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens it (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
}

/**
 * Where focus goes once it closes. With a `trigger` Radix gives focus back to it; a dialog opened
 * from elsewhere calls `event.preventDefault()` here and focuses its opener itself.
 */
export type CloseAutoFocus = (event: Event) => void;
