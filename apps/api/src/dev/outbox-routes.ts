import { outboxQuery } from "@tiffin/api-client";
import { Hono } from "hono";
import { statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { assertDevTools } from "../http/dev-tools";
import { ok } from "../http/respond";
import { parseQuery } from "../http/validate";

/** The SMS/email outbox of development builds; a 404 unless dev tools are on. */
export const outboxRoutes = new Hono<ApiEnv>().get("/dev/outbox", async (c) => {
  assertDevTools(c.var.devTools);
  const q = parseQuery(c, outboxQuery);
  const results = await statement(
    c.env.DB,
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox
     WHERE (?1 IS NULL OR recipient = ?1) ORDER BY id DESC LIMIT 50`,
    q.recipient ?? null,
  ).all();
  return ok(c, results);
});
