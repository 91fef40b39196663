import { Button } from "@tiffin/ui";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatSide } from "./chat-view";

// The panel, its socket and the dialog load only when a chat is opened (the order page's
// first-load JavaScript stays small).
const ChatDialog = lazy(() => import("./chat-dialog"));

export type ChatTarget = { type: "shop"; orderId: number } | { type: "support" } | { type: "existing"; chatId: string };

interface ChatButtonProps {
  target: ChatTarget;
  title: string;
  side: ChatSide;
  label: string;
  variant?: "primary" | "secondary" | "ghost";
}

/** A button that opens (or finds) the chat and shows it in a dialog. */
export function ChatButton({ target, title, side, label, variant = "secondary" }: ChatButtonProps) {
  const { t } = useTranslation("web");
  const [chatId, setChatId] = useState<string | null>(target.type === "existing" ? target.chatId : null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  async function openChat() {
    setFailed(false);
    if (busy) return;
    if (chatId) {
      setOpen(true);
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.set("type", target.type === "shop" ? "shop" : "support");
      if (target.type === "shop") form.set("order_id", String(target.orderId));
      const response = await fetch("/chats/open", { method: "POST", body: form });
      const body = (await response.json()) as { data?: { id: string } };
      if (!response.ok || !body.data) throw new Error("chat not opened");
      setChatId(body.data.id);
      setOpen(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        ref={opener}
        type="button"
        variant={variant}
        onClick={openChat}
        aria-busy={busy || undefined}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t("chat.errorText")}
        </p>
      ) : null}
      {chatId && open ? (
        <Suspense fallback={null}>
          <ChatDialog
            chatId={chatId}
            title={title}
            side={side}
            onClose={() => {
              setOpen(false);
              // Focus goes back to the button that opened the panel.
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
