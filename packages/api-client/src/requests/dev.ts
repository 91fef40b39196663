import { z } from "zod";

/** The development outbox: messages sent, optionally to one recipient. */
export const outboxQuery = z.object({ recipient: z.string().trim().max(190).optional() }).passthrough();
export type OutboxQuery = z.input<typeof outboxQuery>;

export const devRequests = {
  "GET /dev/outbox": { query: outboxQuery },
} as const;
