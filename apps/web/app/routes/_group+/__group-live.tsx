import { useEffect, useRef } from "react";

/** How often the page re-reads while it has no live socket (the fallback only). */
const POLL_MS = 10_000;
const RETRY_MS = 3_000;

/**
 * Keeps a group page current: a WebSocket to the group cart's Durable Object says "changed" and
 * `onChange` runs (the page's group machine re-reads the group: `group.refresh`). Without a socket
 * it polls slowly. A socket closed with 4001 means this member was removed: one last re-read
 * shows why.
 */
export function GroupLive({ url, onChange }: { url: string; onChange: () => void }) {
  const refresh = useRef(onChange);
  refresh.current = onChange;
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const reread = () => refresh.current();
    const connect = () => {
      const address = new URL(url, window.location.href);
      address.protocol = address.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(address);
      socket.addEventListener("open", () => {
        clearInterval(poll);
        poll = undefined;
        // Whatever changed between the page's render and the socket opening.
        reread();
      });
      socket.addEventListener("message", (event) => {
        if (typeof event.data === "string" && event.data.includes('"changed"')) reread();
      });
      socket.addEventListener("close", (event) => {
        if (stopped) return;
        if (event.code === 4001) {
          reread();
          return;
        }
        poll ??= setInterval(reread, POLL_MS);
        retry = setTimeout(connect, RETRY_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      socket?.close(1000);
      clearInterval(poll);
      clearTimeout(retry);
    };
  }, [url]);
  return null;
}
