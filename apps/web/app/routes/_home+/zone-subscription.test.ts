import { createApiClient } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { subscribeFromForm } from "./zone-subscription.server";

const leeds = { latitude: 53.8008, longitude: -1.5491 };
const form = (email: string) => {
  const data = new FormData();
  data.set("intent", "notify");
  data.set("email", email);
  return data;
};

/** An API stand-in that records what it was sent and answers with `status`/`body`. */
function stubApi(status: number, body: unknown) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = createApiClient({
    lang: "fr",
    transport: async (request) => {
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    },
  });
  return { api, sent };
}

describe("the no-delivery-zone email capture", () => {
  it("posts the email and the visitor's delivery point to the API and thanks them", async () => {
    const { api, sent } = stubApi(200, {
      timestamp: "2026-01-01T00:00:00Z",
      status: true,
      message: "Thank you! We will let you know.",
      data: { email: "ada@example.com", address: leeds },
    });
    expect(await subscribeFromForm(api, form("  ada@example.com "), leeds)).toEqual({ subscribed: true });
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/api/v1/rest/delivery-zone/subscribe",
        body: { email: "ada@example.com", address: leeds },
      },
    ]);
  });

  it("shows the invalid-email text for a refused email, keeping what was typed", async () => {
    const { api } = stubApi(400, {
      timestamp: "2026-01-01T00:00:00Z",
      status: false,
      statusCode: "ERROR_400",
      message: "Email is invalid",
      params: { email: ["Email is invalid"] },
    });
    expect(await subscribeFromForm(api, form("ada@"), leeds)).toEqual({
      subscribed: false,
      error: "errors:validation.emailInvalid",
      email: "ada@",
    });
  });

  it("shows a try-again text when the API refuses for another reason, never a thank-you", async () => {
    const { api } = stubApi(429, {
      timestamp: "2026-01-01T00:00:00Z",
      status: false,
      statusCode: "ERROR_429",
      message: "Too many requests. Please, try again later",
    });
    const result = await subscribeFromForm(api, form("ada@example.com"), leeds);
    expect(result).toEqual({ subscribed: false, error: "errors:catalogue.errorOccured", email: "ada@example.com" });
  });
});
