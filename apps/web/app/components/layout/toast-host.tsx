import { type ShowToast, ToastProvider, useToast } from "@tiffin/ui";
import { useEffect, useRef } from "react";

function Shows({ queue }: { queue: ShowToast[] }) {
  const api = useToast();
  const shown = useRef(0);
  useEffect(() => {
    for (const toast of queue.slice(shown.current)) api.show(toast);
    shown.current = queue.length;
  }, [api, queue]);
  return null;
}

/** The design system's toast provider and viewport, showing each toast of the queue once. */
export default function ToastHost({ queue, dismissLabel }: { queue: ShowToast[]; dismissLabel: string }) {
  return (
    <ToastProvider labels={{ dismiss: dismissLabel }}>
      <Shows queue={queue} />
    </ToastProvider>
  );
}
