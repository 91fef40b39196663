import { DurableObject } from "cloudflare:workers";
import type { ApiBindings } from "../env";

/** What a subscriber is told: only that something changed; it re-reads its own view. */
export const GROUP_CHANGED = JSON.stringify({ type: "changed" });

/**
 * One per group cart: the owner's and the members' pages hold a WebSocket here and hear "changed"
 * after every change to the cart (join, lines, done, kick, leave, checkout). The message carries no
 * cart data, so nobody learns more than their own re-read shows. Who may connect is decided by the
 * API route in front of it (group-live.ts); a socket is tagged with its member id so a kicked
 * member's socket can be closed. Sockets hibernate between changes.
 */
export class GroupCartLive extends DurableObject<ApiBindings> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const member = new URL(request.url).searchParams.get("member") ?? "";
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [`member:${member}`]);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Told by the API after it changed the cart; `gone` are member ids whose sockets close after the news. */
  async changed(gone: number[] = []): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(GROUP_CHANGED);
      } catch {
        // Already closing.
      }
    }
    for (const id of gone) {
      for (const socket of this.ctx.getWebSockets(`member:${id}`)) {
        try {
          socket.close(4001, "removed");
        } catch {
          // Already closed.
        }
      }
    }
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Subscribers only listen; a "ping" is answered so a page can tell the socket is alive.
    if (message === "ping") socket.send(JSON.stringify({ type: "pong" }));
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      socket.close(code === 1005 ? 1000 : code, "bye");
    } catch {
      // Already closed.
    }
  }
}
