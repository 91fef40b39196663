import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../env";
import { notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseQuery } from "../http/validate";

const DEV_ENVIRONMENTS = new Set(["development", "test"]);

/** Development-only helpers: the SMS/email outbox. Every route is a 404 anywhere else. */
export const devRoutes = new Hono<ApiEnv>()
  .use("/dev/*", async (c, next) => {
    if (!DEV_ENVIRONMENTS.has(c.env.ENVIRONMENT ?? "")) throw notFound();
    await next();
  })
  .get("/dev/outbox", async (c) => {
    const q = parseQuery(c, z.object({ recipient: z.string().trim().max(190).optional() }).passthrough());
    const { results } = await c.env.DB.prepare(
      `SELECT id, channel, recipient, subject, body, created_at FROM outbox
       WHERE (?1 IS NULL OR recipient = ?1) ORDER BY id DESC LIMIT 50`,
    )
      .bind(q.recipient ?? null)
      .all();
    return ok(c, results);
  });
