import { DurableObject } from "cloudflare:workers";
import type { ApiBindings } from "../env";
import { liveTokenHashes } from "../services/tokens";
import { LISTENER_TOKEN_HEADER } from "./port";

/** One document of a feed: its id, the server's created_at and the stored fields. */
export type FeedEntry = { id: string; created_at: string } & Record<string, unknown>;

/** What a feed's sockets receive: the whole list, ordered by created_at ascending. */
export interface FeedFrame {
  type: "list";
  items: FeedEntry[];
}

/**
 * An ordered list of documents stamped with this object's clock, kept in its SQLite storage and
 * pushed whole to every listening WebSocket after each change (hibernation API: the object
 * sleeps between messages while the sockets stay open). One per chat (its messages, plus the
 * chat itself as `meta`) and one per inbox (a customer's chats, or the staff's). Whoever may
 * read or write is decided in front of it (chat/durable-object-store.ts); nothing reaches it
 * except through the CHAT_FEED binding.
 */
export class ChatFeed extends DurableObject<ApiBindings> {
  constructor(ctx: DurableObjectState, env: ApiBindings) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS entries (
         seq INTEGER PRIMARY KEY AUTOINCREMENT,
         id TEXT NOT NULL UNIQUE,
         created_at TEXT NOT NULL,
         body TEXT NOT NULL
       );
       CREATE INDEX IF NOT EXISTS entries_created ON entries (created_at, seq);
       CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
    );
  }

  /** The stored meta document, or this one stamped now when there is none yet. */
  async claimMeta(fields: Record<string, unknown>): Promise<FeedEntry> {
    const stored = await this.readMeta();
    if (stored) return stored;
    const meta = { ...fields, created_at: this.now() } as FeedEntry;
    this.ctx.storage.sql.exec("INSERT INTO meta (key, value) VALUES ('meta', ?)", JSON.stringify(meta));
    return meta;
  }

  async readMeta(): Promise<FeedEntry | null> {
    const row = this.ctx.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'meta'").toArray()[0];
    return row ? (JSON.parse(row.value) as FeedEntry) : null;
  }

  /** Adds a document with a new id and the server's time, and tells every listener. */
  async append(fields: Record<string, unknown>): Promise<FeedEntry> {
    const entry = { ...fields, id: crypto.randomUUID(), created_at: this.now() } as FeedEntry;
    this.insert(entry);
    this.broadcast();
    return entry;
  }

  /** Adds a document under its own id unless one is there (an inbox's chats); keeps the first. */
  async putOnce(id: string, fields: Record<string, unknown>): Promise<FeedEntry> {
    const existing = this.ctx.storage.sql
      .exec<{ id: string; created_at: string; body: string }>(
        "SELECT id, created_at, body FROM entries WHERE id = ?",
        id,
      )
      .toArray()[0];
    if (existing) return { ...JSON.parse(existing.body), id: existing.id, created_at: existing.created_at };
    const entry = { ...fields, id, created_at: (fields.created_at as string | undefined) ?? this.now() } as FeedEntry;
    this.insert(entry);
    this.broadcast();
    return entry;
  }

  async list(): Promise<FeedEntry[]> {
    return this.ctx.storage.sql
      .exec<{ id: string; created_at: string; body: string }>(
        "SELECT id, created_at, body FROM entries ORDER BY created_at, seq",
      )
      .toArray()
      .map((row) => ({ ...JSON.parse(row.body), id: row.id, created_at: row.created_at }));
  }

  /** A WebSocket that gets the whole list at once and after every change. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    // Tagged with the hash of the token it was opened with: it hears no more once that is revoked.
    const token = request.headers.get(LISTENER_TOKEN_HEADER);
    this.ctx.acceptWebSocket(server, token && /^[0-9a-f]{64}$/.test(token) ? [token] : []);
    server.send(JSON.stringify(await this.frame()));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Listeners only listen; anything they send is ignored but a ping. */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message === "ping") ws.send("pong");
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    } catch {
      // Already closed.
    }
  }

  private insert(entry: FeedEntry): void {
    const { id, created_at, ...body } = entry;
    this.ctx.storage.sql.exec(
      "INSERT INTO entries (id, created_at, body) VALUES (?, ?, ?)",
      id,
      created_at,
      JSON.stringify(body),
    );
  }

  private async frame(): Promise<FeedFrame> {
    return { type: "list", items: await this.list() };
  }

  /**
   * The listeners whose token is still live (not signed out, its password not changed, its
   * account not deleted, not expired); every other listener is closed with 4401 and hears nothing.
   * Untagged sockets are the API's own one-off reads through the port (durable-object-store.ts).
   */
  private async liveSockets(): Promise<WebSocket[]> {
    const sockets = this.ctx.getWebSockets();
    const hashes = [...new Set(sockets.flatMap((ws) => this.ctx.getTags(ws)))];
    const live = await liveTokenHashes(this.env.DB, hashes);
    return sockets.filter((ws) => {
      const tags = this.ctx.getTags(ws);
      if (tags.length === 0 || tags.some((tag) => live.has(tag))) return true;
      try {
        ws.close(4401, "Signed out");
      } catch {
        // Already closed.
      }
      return false;
    });
  }

  private broadcast(): void {
    if (this.ctx.getWebSockets().length === 0) return;
    void Promise.all([this.frame(), this.liveSockets()]).then(([frame, sockets]) => {
      const text = JSON.stringify(frame);
      for (const ws of sockets) {
        try {
          ws.send(text);
        } catch {
          // That listener went away.
        }
      }
    });
  }

  /** The server's time; never before the newest entry's, so the list order is the write order. */
  private now(): string {
    const last = this.ctx.storage.sql
      .exec<{ created_at: string | null }>("SELECT MAX(created_at) AS created_at FROM entries")
      .toArray()[0]?.created_at;
    const now = new Date().toISOString();
    return last && last > now ? last : now;
  }
}
