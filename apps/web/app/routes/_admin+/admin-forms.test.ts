import { ApiError, UnauthorizedError } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { ADMIN_FORM_MAX_BYTES, readAdminForm, staffFailure } from "./admin.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/admin/orders/1", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    // A stream body needs the half-duplex flag.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);

describe("readAdminForm", () => {
  it("reads a console form's fields", async () => {
    const read = await readAdminForm(post("intent=reject&reason=Out+of+dough"));
    expect("form" in read && Object.fromEntries(read.form)).toEqual({ intent: "reject", reason: "Out of dough" });
  });

  it("refuses a body over the limit that says so in Content-Length, before reading it", async () => {
    const read = await readAdminForm(post("a=1", { "Content-Length": String(ADMIN_FORM_MAX_BYTES + 1) }));
    expect(read).toEqual({ error: "tooLarge" });
  });

  it("refuses a streamed body that grows over the limit without declaring its length", async () => {
    const chunk = new TextEncoder().encode(`reason=${"x".repeat(1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    expect(await readAdminForm(post(stream))).toEqual({ error: "tooLarge" });
    // It stopped reading soon after the limit, not at the end of the stream.
    expect(sent).toBeLessThan(16);
  });

  it("refuses a multipart or JSON body as invalid (the console's forms are urlencoded)", async () => {
    const form = new FormData();
    form.set("intent", "accept");
    expect(await readAdminForm(new Request("http://127.0.0.1/admin", { method: "POST", body: form }))).toEqual({
      error: "invalid",
    });
    expect(await readAdminForm(post('{"intent":"accept"}', { "Content-Type": "application/json" }))).toEqual({
      error: "invalid",
    });
  });
});

describe("staffFailure", () => {
  it("names what happened: someone acted first, not found, not allowed, bad input, or a failure", async () => {
    expect(await staffFailure(new ApiError(409, "ERROR_409", "Order already accepted"))).toBe("conflict");
    // A page older than the order's last move asks for a move that no longer follows.
    expect(await staffFailure(new ApiError(400, "ERROR_254", "The status cannot be changed"))).toBe("conflict");
    expect(await staffFailure(new ApiError(404, "ERROR_404", "Not found"))).toBe("gone");
    expect(await staffFailure(new ApiError(403, "ERROR_101", "Forbidden"))).toBe("forbidden");
    expect(await staffFailure(new ApiError(422, "ERROR_400", "status is invalid"))).toBe("invalid");
    expect(await staffFailure(new ApiError(413, "ERROR_413", "Too large"))).toBe("tooLarge");
    expect(await staffFailure(new ApiError(500, "ERROR_501", "boom"))).toBe("failed");
  });

  it("signs out on a 401 with a redirect Response and lets anything that is not an API answer through", async () => {
    const thrown = await staffFailure(new UnauthorizedError()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    await expect(staffFailure(new TypeError("bug"))).rejects.toThrow(TypeError);
  });
});
