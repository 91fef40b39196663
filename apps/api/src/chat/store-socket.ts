import type { FeedEntry, FeedFrame } from "./feed-object";
import type { ChatError, Unsubscribe } from "./port";

/** A subscription of the chat port: the whole list on every change, onError when it ends by itself. */
export type Subscribe<T> = (onList: (list: T[]) => void, onError: (error: ChatError) => void) => Promise<Unsubscribe>;

/**
 * A browser's live socket fed by a store subscription (the Firestore store; the Durable Object
 * store hands out its objects' own sockets): every list goes out as a frame of the same shape the
 * ChatFeed objects send, `{"type":"list","items":[...]}`. The subscription stops when the socket
 * closes or fails; when the subscription ends by itself the socket is closed with 1011 and the
 * browser opens a new one. A failing first read is the store's error (no socket). Before each
 * frame `stillSignedIn` is asked (the token the socket was opened with): once it is revoked the
 * socket is closed with 4401 and hears nothing more, as the ChatFeed objects' listeners are.
 */
export async function subscriptionSocket<T extends FeedEntry>(
  subscribe: Subscribe<T>,
  stillSignedIn: () => Promise<boolean> = async () => true,
): Promise<Response> {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  let open = true;
  let stop: Unsubscribe | null = null;
  let sending: Promise<void> = Promise.resolve();
  const end = () => {
    if (!open) return;
    open = false;
    stop?.();
  };
  server.addEventListener("message", (event) => {
    if (event.data === "ping" && open) server.send("pong");
  });
  server.addEventListener("close", (event) => {
    end();
    try {
      server.close(event.code === 1005 || event.code === 1006 ? 1000 : event.code, "closed");
    } catch {
      // Already closed.
    }
  });
  server.addEventListener("error", end);
  try {
    stop = await subscribe(
      (items) => {
        // Frames go out in order, each after its check.
        sending = sending.then(async () => {
          if (!open) return;
          if (!(await stillSignedIn().catch(() => false))) {
            end();
            server.close(4401, "Signed out");
            return;
          }
          if (!open) return;
          const frame: FeedFrame = { type: "list", items };
          try {
            server.send(JSON.stringify(frame));
          } catch {
            end();
          }
        });
      },
      () => {
        if (!open) return;
        end();
        server.close(1011, "unavailable");
      },
    );
  } catch (error) {
    open = false;
    server.close(1011, "unavailable");
    throw error;
  }
  if (!open) stop();
  return new Response(null, { status: 101, webSocket: client });
}
