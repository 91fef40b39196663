import { describe, expect, it } from "vitest";
import { allMembersDone, groupShareLink } from "../../src/rules/groupOrder.js";

describe("group order rules", () => {
  it("builds the share link without doubled slashes whatever the origin ends with", () => {
    expect(groupShareLink("https://tiffin.example", 12, 3)).toBe("https://tiffin.example/group/12?shop_id=3");
    expect(groupShareLink("https://tiffin.example//", 12, 3)).toBe("https://tiffin.example/group/12?shop_id=3");
  });

  it("counts the group as done only when every member is done", () => {
    const done = { uuid: "a", name: "Ann", status: "done" as const };
    const choosing = { uuid: "b", name: "Bo", status: "choosing" as const };
    expect(allMembersDone([done, done])).toBe(true);
    expect(allMembersDone([done, choosing])).toBe(false);
    expect(allMembersDone([choosing, done])).toBe(false);
  });
});
