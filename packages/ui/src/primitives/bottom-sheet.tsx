import { Dialog } from "radix-ui";
import type { PointerEvent, ReactNode } from "react";
import { useRef, useState } from "react";
import { cn } from "../class-names";
import { BOTTOM_SHEET_GESTURE, dragVelocity, shouldCloseSheet } from "./bottom-sheet-gesture";
import type { DialogStateProps } from "./dialog-parts";
import { DialogHeading } from "./dialog-parts";

export interface BottomSheetProps extends DialogStateProps {
  /** Optional visible title; `label` names the sheet when there is none. */
  title?: ReactNode;
  label?: string;
  description?: ReactNode;
  /** Names the drag handle for screen readers. */
  handleLabel?: string;
  className?: string;
  children?: ReactNode;
}

interface DragStart {
  y: number;
  time: number;
}

/** A sheet from the bottom edge; drag the 20px handle down to close it. */
export function BottomSheet({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  label,
  description,
  className,
  children,
}: BottomSheetProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const [offset, setOffset] = useState(0);
  const start = useRef<DragStart | null>(null);
  const sheet = useRef<HTMLDivElement>(null);

  function setOpen(next: boolean) {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
    if (!next) setOffset(0);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    start.current = { y: event.clientY, time: Date.now() };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!start.current) return;
    setOffset(Math.max(0, event.clientY - start.current.y));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const distance = event.clientY - from.y;
    const velocity = dragVelocity(distance, Date.now() - from.time);
    const height = sheet.current?.getBoundingClientRect().height ?? 0;
    if (shouldCloseSheet({ distance, height, velocity })) setOpen(false);
    else setOffset(0);
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          ref={sheet}
          {...(description ? {} : { "aria-describedby": undefined })}
          style={offset ? { transform: `translateY(${offset}px)` } : undefined}
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-card bg-surface px-5 pb-5 text-fg shadow-elevated focus:outline-none",
            className,
          )}
        >
          <div
            data-testid="bottom-sheet-handle"
            aria-hidden="true"
            style={{ height: BOTTOM_SHEET_GESTURE.swipeAreaPx }}
            className="flex shrink-0 cursor-grab touch-none items-center justify-center"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
              setOffset(0);
            }}
          >
            <span className="h-1 w-10 rounded-full bg-border" />
          </div>
          <DialogHeading title={title} label={label} description={description} />
          <div className="mt-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
