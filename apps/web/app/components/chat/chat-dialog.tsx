import { formatTime } from "@tiffin/i18n/dates";
import { Button } from "@tiffin/ui";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/show-toast";
import { authorKey, type ChatSide, MAX_CHAT_MESSAGE } from "./chat-view";
import { useChatFeed } from "./use-chat-feed";

interface ChatDialogProps {
  chatId: string;
  title: string;
  side: ChatSide;
  onClose: () => void;
}

/**
 * The chat panel: a non-modal dialog at the bottom end of the page (the page and its toasts stay
 * usable), labelled by its title. Focus moves to the message box when it opens and back to what
 * opened it when it closes (Escape or the close button). A message that is not accepted stays in
 * the box and a "chat error" toast says so, naming the limit when the message is too long.
 */
export default function ChatDialog({ chatId, title, side, onClose }: ChatDialogProps) {
  const { t } = useTranslation("web");
  const { messages, connected } = useChatFeed(chatId);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const boxId = useId();
  const hintId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    box.current?.focus();
  }, []);

  useEffect(() => {
    const list = log.current;
    if (list && messages) list.scrollTop = list.scrollHeight;
  }, [messages]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending || text.trim() === "") return;
    if ([...text].length > MAX_CHAT_MESSAGE) {
      // Said before sending: the box keeps the text to be shortened.
      showToast({
        kind: "error",
        title: t("chat.error"),
        description: t("chat.tooLongText", { max: MAX_CHAT_MESSAGE }),
      });
      box.current?.focus();
      return;
    }
    setSending(true);
    try {
      const form = new FormData();
      form.set("message", text);
      const response = await fetch(`/chats/${encodeURIComponent(chatId)}/messages`, { method: "POST", body: form });
      if (!response.ok) throw new Error(`chat write ${response.status}`);
      setText("");
    } catch {
      showToast({ kind: "error", title: t("chat.error"), description: t("chat.errorText") });
    } finally {
      setSending(false);
      box.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  function onBoxKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }

  const tooLong = [...text].length > MAX_CHAT_MESSAGE;
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed bottom-4 end-4 z-50 flex max-h-[80dvh] w-[24rem] max-w-[calc(100vw-2rem)] flex-col gap-3 rounded-card border border-border bg-surface p-4 text-fg shadow-elevated"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t("chat.close")}
        </Button>
      </header>
      {!connected && messages !== null ? <p className="text-xs text-muted">{t("chat.offline")}</p> : null}
      <ol
        ref={log}
        aria-label={t("chat.log")}
        aria-live="polite"
        className="flex min-h-32 flex-col gap-2 overflow-y-auto"
        data-testid="chat-messages"
      >
        {messages && messages.length === 0 ? <li className="text-sm text-muted">{t("chat.empty")}</li> : null}
        {messages?.map((message) => {
          const mine = message.sender_role === side;
          return (
            <li
              key={message.id}
              className={`max-w-[85%] rounded-card px-3 py-2 text-sm ${mine ? "self-end bg-primary text-primary-fg" : "self-start bg-surface-muted"}`}
            >
              <span className="block text-xs">
                {t("chat.from", {
                  who: t(authorKey(message, side, chatId)),
                  time: formatTime(message.created_at),
                })}
              </span>
              <span className="whitespace-pre-wrap break-words">{message.text}</span>
            </li>
          );
        })}
      </ol>
      <form onSubmit={send} className="flex flex-col gap-2">
        <label htmlFor={boxId} className="text-sm font-medium">
          {t("chat.label")}
        </label>
        <textarea
          id={boxId}
          ref={box}
          name="message"
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onBoxKeyDown}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          className="w-full resize-none rounded-field border border-border bg-bg px-3 py-2 text-sm"
        />
        <div className="flex items-center justify-between gap-2">
          <span id={hintId} className={`text-xs ${tooLong ? "text-danger" : "text-muted"}`}>
            {t("chat.tooLong", { max: MAX_CHAT_MESSAGE })}
          </span>
          <Button type="submit" size="sm" disabled={sending}>
            {sending ? t("chat.sending") : t("chat.send")}
          </Button>
        </div>
      </form>
    </section>
  );
}
