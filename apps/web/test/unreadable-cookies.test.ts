import { describe, expect, it } from "vitest";
import {
  type PlainCookieName,
  type RequestCookies,
  readRequestCookies,
  replacingUnreadable,
  SESSION_COOKIE,
  sessionCookie,
  setCookie,
} from "../app/lib/cookies.server";
import type { WebEnv } from "../load-context";

const env = { SESSION_SECRET: "a-test-secret-of-some-length", ENVIRONMENT: "test" } as WebEnv;

const withCookie = (header: string) => new Request("https://tiffin.example/", { headers: { Cookie: header } });
const pair = (setCookieValue: string) => setCookieValue.split(";")[0] ?? "";

/** A value in the cookie layer's own format (base64 JSON), holding `value` of the wrong shape. */
const encoded = (value: unknown) => encodeURIComponent(btoa(JSON.stringify(value)));

/** What an attacker or a broken client may send in any cookie. */
const GARBAGE = [
  "%E0%A4%A", // a cut UTF-8 escape
  "%zz", // not an escape at all
  encodeURIComponent(btoa("{not json")), // base64 of text that is not JSON
  "!!!not-base64!!!",
  "x".repeat(9000), // far past what a browser keeps
  encoded({ nested: { deep: [1, 2, 3] } }),
];

/** Each cookie the storefront reads, the field it fills, and values of the wrong shape for it. */
const COOKIES: [PlainCookieName, keyof RequestCookies, unknown[]][] = [
  ["lang", "lang", ["<script>", 7, "english-please"]],
  ["currency_id", "currencyId", [-1, 0, 1.5, "2", 2 ** 60]],
  ["theme", "theme", ["pink", 1]],
  ["location", "location", ["north", "1,2,3;drop"]],
  ["address", "address", ["", "line\u0000break", "x".repeat(501), 5]],
  ["cart", "cart", ["1.3.11x2<script>", { lines: [] }]],
  ["liked", "liked", [[1, -2], ["1"], "1,2"]],
  ["group_member", "groupMember", ["12.3.uuid", { cartId: 1, shopId: 2, uuid: "not-a-uuid" }]],
];

describe("a cookie the storefront cannot read", () => {
  it.each(COOKIES)(
    "is ignored and expired when %s holds garbage or a value of the wrong shape",
    async (name, field, wrong) => {
      const values = [...GARBAGE, ...wrong.map(encoded)];
      for (const value of values) {
        // beside a readable cookie, which stays readable
        const beside = name === "theme" ? `lang=${encoded("fr")}` : `theme=${encoded("dark")}`;
        const cookies = await readRequestCookies(withCookie(`${beside}; ${name}=${value}`), env);
        expect(cookies[field], `${name}=${value.slice(0, 40)}`).toBeNull();
        expect(cookies.unreadable).toEqual([name]);
        const expired = await replacingUnreadable(cookies);
        expect(expired).toHaveLength(1);
        expect(expired[0]).toMatch(new RegExp(`^${name}=; Max-Age=0; Path=/`));
      }
    },
  );

  it("the session's: a bad signature, a signature that is not base64, no signature, another secret or a signed non-session read as signed out", async () => {
    const good = pair(
      await sessionCookie(env, { token: "tok", user: { firstname: "Ana", img: null, role: "user" } }, true),
    );
    const value = decodeURIComponent(good.slice(good.indexOf("=") + 1));
    const body = value.slice(0, value.lastIndexOf("."));
    const other = { ...env, SESSION_SECRET: "another-secret-of-some-length" } as WebEnv;
    const attempts = [
      `${body}.${"A".repeat(43)}`, // a well-formed signature of something else
      `${body}.-_-_not*base64`, // atob cannot read it
      body, // no signature at all
      `${body}.`,
      "%E0%A4%A",
      "x".repeat(9000),
    ].map((text) => `${SESSION_COOKIE}=${encodeURIComponent(text)}`);
    for (const header of attempts) {
      const cookies = await readRequestCookies(withCookie(header), env);
      expect(cookies.session, header.slice(0, 60)).toBeNull();
      expect(cookies.unreadable).toEqual([SESSION_COOKIE]);
    }
    expect((await readRequestCookies(withCookie(good), other)).session).toBeNull();
    // the right signature over a value that is no session
    const notASession = pair(
      await sessionCookie(env, { token: "", user: { firstname: "x", img: null, role: "user" } }, true),
    );
    expect((await readRequestCookies(withCookie(notASession), env)).session).toBeNull();
    // and the good one still reads
    expect((await readRequestCookies(withCookie(good), env)).session).toEqual({
      token: "tok",
      user: { firstname: "Ana", img: null, role: "user" },
    });
  });

  it("leaves every readable cookie beside it as it was", async () => {
    const header = [
      pair(await setCookie("lang", "fr")),
      pair(await setCookie("currency_id", 2)),
      pair(await setCookie("liked", [4, 9])),
      "cart=%E0%A4%A",
      "someone_elses=%zz",
    ].join("; ");
    const cookies = await readRequestCookies(withCookie(header), env);
    expect(cookies).toMatchObject({ lang: "fr", currencyId: 2, liked: [4, 9], cart: null, unreadable: ["cart"] });
  });
});
