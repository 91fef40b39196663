import { errorBodySchema } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { createUser } from "./helpers/users";

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const seller = (fields: Record<string, unknown>) => ({
  title: "Ada's Kitchen",
  type: "restaurant",
  phone: "+447700900123",
  address: "1 Example Street",
  location: LONDON,
  ...fields,
});

/** A refusal's message and field messages; none may start with a field's path ("title: …"). */
async function refusal(path: string, body: unknown, headers: Record<string, string>) {
  const { status, body: answer } = await call(path, send("POST", body, headers));
  expect(status).toBe(400);
  const error = errorBodySchema.parse(answer);
  const texts = [error.message, ...Object.values(error.params ?? {}).flat()];
  for (const text of texts) {
    expect(text).not.toMatch(/^[\w.]+: /);
    expect(text).not.toMatch(/Invalid input|expected string|Too big|Too small|received undefined/);
  }
  return { message: error.message, params: error.params ?? {} };
}

describe("validation answers speak the request's language, never a schema path", () => {
  it("a seller application whose name was only spaces says Required in French, keyed by title", async () => {
    const user = await createUser();
    const { message, params } = await refusal("dashboard/user/shops?lang=fr", seller({ title: "   " }), user.auth);
    expect(params.title).toEqual(["Obligatoire"]);
    expect(message).toBe("Obligatoire");
  });

  it("a seller application without a name at all says Required, not zod's expected string received undefined", async () => {
    const user = await createUser();
    const { params } = await refusal("dashboard/user/shops?lang=ar", seller({ title: undefined }), user.auth);
    expect(params.title).toEqual(["مطلوب"]);
  });

  it("a driver application with a 101-character name gives the limit in Arabic", async () => {
    const user = await createUser();
    const { params } = await refusal(
      "dashboard/user/delivery-driver?lang=ar",
      { firstname: "a".repeat(101), lastname: "B", phone: "+447700900124", type_of_technique: "car" },
      user.auth,
    );
    expect(params.firstname).toEqual(["100 حرفًا على الأكثر"]);
  });

  it("a badly formed email reads as the invalid-email sentence in French and the schema's own in English", async () => {
    const user = await createUser();
    const french = await refusal("dashboard/user/shops?lang=fr", seller({ email: "ada@" }), user.auth);
    expect(french.params.email).toEqual(["L'adresse e-mail n'est pas valide"]);
    const english = await refusal("dashboard/user/shops?lang=en", seller({ email: "ada@" }), user.auth);
    expect(english.params.email).toEqual(["The email must be a valid email address."]);
  });

  it("a schema's own SPEC sentence is translated too (an invalid phone, in French)", async () => {
    const { params } = await refusal(
      "auth/register?lang=fr",
      { phone: "12ab" },
      { "CF-Connecting-IP": "198.51.100.90" },
    );
    expect(params.phone).toEqual(["Le numéro de téléphone n'est pas valide"]);
  });

  it("a password reset by email without an email says Required in the request's language, keyed by email", async () => {
    const { message, params } = await refusal(
      "auth/forgot/email-password?lang=fr",
      {},
      { "CF-Connecting-IP": "198.51.100.91" },
    );
    expect(params.email).toEqual(["Obligatoire"]);
    expect(message).toBe("Obligatoire");
  });

  it("an unknown language answers in English", async () => {
    const user = await createUser();
    const { params } = await refusal("dashboard/user/shops?lang=de", seller({ title: " " }), user.auth);
    expect(params.title).toEqual(["Required"]);
  });
});
