import { errorBodySchema } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { tablesOfShop } from "./helpers/bookings";
import { send } from "./helpers/json";
import { dayFromNow } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

const book = (auth: Record<string, string>, body: unknown) =>
  call("dashboard/user/my-bookings", send("POST", body, auth));

describe("table booking squatting", () => {
  it("one customer booking every table of a shop for one slot with guest 1, all at once, gets one table", async () => {
    const user = await createUser();
    const tables = await tablesOfShop();
    expect(tables.length).toBeGreaterThan(2);
    const day = dayFromNow(5);
    const answers = await Promise.all(
      tables.map((t) => book(user.auth, { table_id: t.id, start_date: `${day} 12:00`, guest: 1 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.find((a) => a.status !== 200);
    expect(errorBodySchema.parse(refused?.body).message).toBe("You may hold at most 1 booking(s) at one time");
    expect(await countRows("user_bookings", "user_id = ?1", user.id)).toBe(1);
  });

  it("one customer booking a table for every slot of a day gets two", async () => {
    const user = await createUser();
    const [table] = await tablesOfShop();
    const day = dayFromNow(6);
    const answers = [];
    for (const hour of ["12:00", "14:00", "16:00", "18:00"]) {
      answers.push(await book(user.auth, { table_id: table?.id, start_date: `${day} ${hour}`, guest: 1 }));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 400]);
    expect(errorBodySchema.parse(answers[2]?.body).message).toBe("You may hold at most 2 booking(s) on one day");
    expect(await countRows("user_bookings", "user_id = ?1", user.id)).toBe(2);
  });
});
