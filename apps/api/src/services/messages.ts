import type { ApiBindings } from "../env";

/** An SMS or an email to a person. */
export interface OutgoingMessage {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  body: string;
}

/** The port every SMS/email goes through. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default adapter: messages land in the D1 `outbox`, readable at /dev/outbox in development. */
export function outboxSender(d1: D1Database): MessageSender {
  return {
    async send(message) {
      await d1
        .prepare("INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(message.channel, message.to, message.subject ?? null, message.body, new Date().toISOString())
        .run();
    },
  };
}

/** Picks the adapter from configuration; the outbox is the only one shipped. */
export function messageSender(env: ApiBindings): MessageSender {
  return outboxSender(env.DB);
}
