import { describe, expect, it } from "vitest";
import { answerWithText, responseText, withKnownText } from "../src";

describe("answerWithText and responseText", () => {
  it("reads back the very string an answer was made from, and the body still reads the normal way", async () => {
    const text = JSON.stringify({ data: [{ id: 1, title: "مطعم 🍕" }] });
    const answer = answerWithText(text, { status: 200, headers: { "Content-Type": "application/json" } });
    expect(await responseText(answer)).toBe(text);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/json");
    expect(await answer.json()).toEqual({ data: [{ id: 1, title: "مطعم 🍕" }] });
  });

  it("reads any other answer from its body", async () => {
    const plain = new Response("plain body é", { status: 201 });
    expect(await responseText(plain)).toBe("plain body é");
  });

  it("reads back the text a handler marked its own answer with, leaving that answer's body unread", async () => {
    const text = JSON.stringify({ data: { title: "Café" } });
    const response = new Response(text, { headers: { "Content-Type": "application/json" } });
    expect(withKnownText(response, text)).toBe(response);
    expect(await responseText(response)).toBe(text);
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe(text);
  });
});
