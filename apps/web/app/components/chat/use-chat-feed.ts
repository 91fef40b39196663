import { useEffect, useState } from "react";
import { type ChatMessageView, messagesOfFrame } from "./chat-view";

/**
 * A chat's messages, live: a WebSocket to /chats/{id}/live whose every frame is the whole list
 * ordered by the server's created_at, so each one replaces what is shown. A dropped socket is
 * opened again (after 1 s, then up to 10 s between tries); closing the panel closes it.
 */
export function useChatFeed(chatId: string) {
  const [messages, setMessages] = useState<ChatMessageView[] | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = 1000;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${window.location.host}/chats/${encodeURIComponent(chatId)}/live`);
      socket.addEventListener("open", () => {
        wait = 1000;
        setConnected(true);
      });
      socket.addEventListener("message", (event) => {
        const list = messagesOfFrame(event.data);
        if (list) setMessages(list);
      });
      socket.addEventListener("close", () => {
        setConnected(false);
        if (stopped) return;
        retry = setTimeout(connect, wait);
        wait = Math.min(wait * 2, 10_000);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close(1000);
    };
  }, [chatId]);

  return { messages, connected };
}
