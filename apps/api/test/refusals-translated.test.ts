import { env } from "cloudflare:test";
import { errorBodySchema, requestSchemas } from "@tiffin/api-client";
import ar from "@tiffin/i18n/locales/ar/errors.json";
import fr from "@tiffin/i18n/locales/fr/errors.json";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { createUser } from "./helpers/users";

/** A sentence of the bundle, its {{values}} standing for any number. */
const sentences = (texts: Record<string, string>) =>
  Object.values(texts).map(
    (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\{\w+\}\}/g, "\\d+")}$`),
  );

/** The field sentences and the refusals' sentences (`api`) a body may be refused with. */
const BUNDLES = {
  fr: [...sentences(fr.validation), ...sentences(fr.api)],
  ar: [...sentences(ar.validation), ...sentences(ar.api)],
};

/** Every route that reads a JSON body, with its path parameters filled in. */
const bodyRoutes = Object.entries(requestSchemas)
  .filter(([, schemas]) => schemas.body)
  .map(([key]) => {
    const [method = "POST", path = ""] = key.split(" ");
    return { key, method, path: path.replace(/:[A-Za-z_]+/g, "1").replace(/^\//, "") };
  });

describe("every body the API refuses is refused in the request's language", () => {
  it("an empty body to each route, in French and Arabic, answers only bundle sentences and no field path", async () => {
    const admin = await createUser({ firstname: "Ada" });
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?1").bind(admin.id).run();
    const untranslated: string[] = [];
    let refused = 0;
    for (const route of bodyRoutes) {
      for (const lang of ["fr", "ar"] as const) {
        const separator = route.path.includes("?") ? "&" : "?";
        const { status, body } = await call(
          `${route.path}${separator}lang=${lang}`,
          send(route.method, {}, { ...admin.auth, "CF-Connecting-IP": "198.51.100.120" }),
        );
        if (status !== 400) continue;
        const error = errorBodySchema.parse(body);
        if (error.statusCode !== "ERROR_400" || !error.params) continue;
        refused++;
        for (const text of [error.message, ...Object.values(error.params).flat()]) {
          const known = BUNDLES[lang].some((sentence) => sentence.test(text));
          if (!known || /^[\w.]+: /.test(text)) untranslated.push(`${route.key} (${lang}): ${text}`);
        }
      }
    }
    // The sweep reached the validation of many routes, not a handful.
    expect(refused).toBeGreaterThan(40);
    expect(untranslated).toEqual([]);
  });
});
