import { describe, expect, it } from "vitest";
import {
  allMembersDone,
  groupShareLink,
  isNotAMember,
  outsideGroup,
  readShareLink,
} from "../../src/rules/groupOrder.js";

const TOKEN = "q3V8-_x0AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";

describe("group order rules", () => {
  it("builds the share link with the invite token and without doubled slashes whatever the origin ends with", () => {
    const link = `https://tiffin.example/group/12?shop_id=3&invite=${TOKEN}`;
    expect(groupShareLink("https://tiffin.example", 12, 3, TOKEN)).toBe(link);
    expect(groupShareLink("https://tiffin.example//", 12, 3, TOKEN)).toBe(link);
  });

  it("reads back what a share link carries", () => {
    expect(readShareLink(groupShareLink("https://tiffin.example", 12, 3, TOKEN))).toEqual({
      cartId: 12,
      shopId: 3,
      token: TOKEN,
    });
  });

  it("refuses a link holding only the cart id, a short or odd token, or no shop", () => {
    expect(readShareLink("/group/12?shop_id=3")).toBeNull();
    expect(readShareLink("/group/12?shop_id=3&invite=short")).toBeNull();
    expect(readShareLink(`/group/12?shop_id=3&invite=${TOKEN}%27%3Cscript`)).toBeNull();
    expect(readShareLink(`/group/12?invite=${TOKEN}`)).toBeNull();
    expect(readShareLink(`/group/abc?shop_id=3&invite=${TOKEN}`)).toBeNull();
  });

  it("sends a member of a group order to leave it before adding from another shop, and nobody else", () => {
    expect(outsideGroup(3, 4)).toBe(true);
    expect(outsideGroup(3, 3)).toBe(false);
    expect(outsideGroup(null, 4)).toBe(false);
    expect(outsideGroup(undefined, 4)).toBe(false);
  });

  it("counts the group as done only when every member is done", () => {
    const done = { uuid: "a", name: "Ann", status: "done" as const };
    const choosing = { uuid: "b", name: "Bo", status: "choosing" as const };
    expect(allMembersDone([done, done])).toBe(true);
    expect(allMembersDone([done, choosing])).toBe(false);
    expect(allMembersDone([choosing, done])).toBe(false);
  });
});

describe("isNotAMember", () => {
  it("reads the API's 400 and 404 as no longer in the group, and nothing else", () => {
    expect(isNotAMember({ statusCode: "ERROR_404", message: "Not found" })).toBe(true);
    expect(isNotAMember({ statusCode: "ERROR_400", message: "Kicked" })).toBe(true);
    for (const other of [
      { statusCode: "ERROR_500" },
      { statusCode: "ERROR_401" },
      new Error("offline"),
      null,
      "ERROR_404",
    ]) {
      expect(isNotAMember(other)).toBe(false);
    }
  });
});
