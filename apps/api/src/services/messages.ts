import { statement } from "../db/statements";
import type { ApiBindings } from "../env";
import { HttpError } from "../http/errors";

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

/** The development adapter: messages land in the D1 `outbox`, readable through the dev tools (development builds only). */
export function outboxSender(d1: D1Database): MessageSender {
  return {
    async send(message) {
      await statement(
        d1,
        "INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        message.channel,
        message.to,
        message.subject ?? null,
        message.body,
        new Date().toISOString(),
      ).run();
    },
  };
}

const notSent = (channel: OutgoingMessage["channel"]) =>
  new HttpError(502, "ERROR_502", channel === "sms" ? "Sms not sent!" : "The email could not be sent");

/**
 * A provider reached over HTTP: POST {channel, to, subject?, body} as JSON with a bearer key.
 * Any answer other than 2xx (or a network failure) is an error, never a silently lost code.
 */
export function httpSender(url: string, key: string, fetcher: typeof fetch = fetch): MessageSender {
  return {
    async send(message) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
        body: JSON.stringify(message),
      }).catch(() => null);
      if (!response?.ok) throw notSent(message.channel);
    },
  };
}

const isDevelopment = (env: ApiBindings) => env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";

/**
 * The sender for one channel: the configured provider (MAIL_API_URL/MAIL_API_KEY,
 * SMS_API_URL/SMS_API_KEY), else the outbox in development. Anywhere else without a provider
 * it throws a 503 before any code is made, so a code is never created that nobody receives.
 */
export function messageSender(env: ApiBindings, channel: OutgoingMessage["channel"]): MessageSender {
  const [url, key] = channel === "sms" ? [env.SMS_API_URL, env.SMS_API_KEY] : [env.MAIL_API_URL, env.MAIL_API_KEY];
  if (url && key) return httpSender(url, key);
  if (isDevelopment(env)) return outboxSender(env.DB);
  throw new HttpError(
    503,
    "ERROR_503",
    channel === "sms"
      ? "Codes by SMS cannot be sent: no SMS provider is configured"
      : "Codes by email cannot be sent: no email provider is configured",
  );
}
