import { Hono } from "hono";
import { z } from "zod";
import { statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { assertDevTools } from "../http/dev-tools";
import { validationError } from "../http/errors";
import { ok } from "../http/respond";
import { readQuery } from "../http/validate";

/**
 * The outbox's query. Development only, so it is not part of the public contract in
 * @tiffin/api-client (whose registry ships in production builds).
 */
const outboxQuery = z.object({ recipient: z.string().trim().max(190).optional() }).passthrough();

/** The SMS/email outbox of development builds; a 404 unless dev tools are on. */
export const outboxRoutes = new Hono<ApiEnv>().get("/dev/outbox", async (c) => {
  assertDevTools(c.var.devTools);
  const parsed = outboxQuery.safeParse(readQuery(c));
  if (!parsed.success) throw validationError(parsed.error, c.var.lang, c.req.query());
  const q = parsed.data;
  const results = await statement(
    c.env.DB,
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox
     WHERE (?1 IS NULL OR recipient = ?1) ORDER BY id DESC LIMIT 50`,
    q.recipient ?? null,
  ).all();
  return ok(c, results);
});
