import {
  bookingShopResponse,
  bookingTablesResponse,
  disabledSlotsResponse,
  errorBodySchema,
  reservationResponse,
  reservationsPageResponse,
  shopSectionsResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { setSetting } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { dayFromNow } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

const book = (auth: Record<string, string>, body: unknown) =>
  call("dashboard/user/my-bookings", send("POST", body, auth));

async function firstTable(shopId = 1) {
  const sections = shopSectionsResponse.parse((await call(`rest/booking/shop-sections?shop_id=${shopId}`)).body);
  const section = sections.data[0]!;
  const tables = bookingTablesResponse.parse((await call(`rest/booking/tables?shop_section_id=${section.id}`)).body);
  return tables.data.find((t) => t.chair_count >= 4)!;
}

describe("reservations", () => {
  it("shows a booking shop with its working days, sections and tables", async () => {
    const shop = bookingShopResponse.parse((await call("rest/booking/shops/1")).body).data;
    expect(shop.booking.max_time).toBe(180);
    expect(shop.booking_shop_working_days).toHaveLength(7);
    expect((await call("rest/booking/shops/2")).status).toBe(404);
    const table = await firstTable();
    expect(table.shop_section.shop_id).toBe(1);
    expect((await call("rest/booking/tables")).status).toBe(400);
  });

  it("books a table, refuses an overlap and lists the taken slots", async () => {
    const user = await createUser();
    const other = await createUser();
    const table = await firstTable();
    const day = dayFromNow(2);
    const res = await book(user.auth, { table_id: table.id, start_date: `${day} 19:00`, guest: 2, note: "Window" });
    expect(res.status).toBe(200);
    const booking = reservationResponse.parse(res.body).data;
    expect(booking).toMatchObject({ status: "new", end_date: `${day} 20:00`, table_id: table.id });
    const overlap = await book(other.auth, { table_id: table.id, start_date: `${day} 19:30`, guest: 2 });
    expect(errorBodySchema.parse(overlap.body).message).toBe("This table is already booked at that time");
    const after = await book(other.auth, {
      table_id: table.id,
      start_date: `${day} 20:00`,
      end_date: `${day} 21:30`,
      guest: 2,
    });
    expect(after.status).toBe(200);
    const taken = disabledSlotsResponse.parse(
      (await call(`rest/booking/disable-dates/table/${table.id}?date_from=${day}&date_to=${day}`)).body,
    );
    expect(taken).toEqual([
      { start_date: `${day} 19:00`, end_date: `${day} 20:00` },
      { start_date: `${day} 20:00`, end_date: `${day} 21:30` },
    ]);
    const mine = reservationsPageResponse.parse(
      (await call("dashboard/user/my-bookings", { headers: user.auth })).body,
    );
    expect(mine.data.map((b) => b.id)).toEqual([booking.id]);
    expect(
      reservationResponse.parse((await call(`dashboard/user/my-bookings/${booking.id}`, { headers: user.auth })).body)
        .data.id,
    ).toBe(booking.id);
    expect((await call(`dashboard/user/my-bookings/${booking.id}`, { headers: other.auth })).status).toBe(404);
  });

  it("keeps to working hours, notice, length and seats — writing nothing when refused", async () => {
    const user = await createUser();
    const table = await firstTable();
    const day = dayFromNow(3);
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: `${day} 08:00` }, "Shop is closed"],
      [{ start_date: `${day} 22:30` }, "Shop is closed"],
      [{ start_date: `${dayFromNow(0)} 00:00` }, "Book at least 1 hour(s) ahead"],
      [{ start_date: `${day} 12:00`, end_date: `${day} 12:30` }, "A booking lasts at least 1 hour(s)"],
      [{ start_date: `${day} 12:00`, end_date: `${day} 16:00` }, "A booking lasts at most 180 minutes"],
      [{ start_date: `${day} 12:00`, guest: 50 }, `This table seats ${table.chair_count}`],
    ];
    for (const [extra, message] of cases) {
      const res = await book(user.auth, { table_id: table.id, guest: 2, ...extra });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).message).toBe(message);
    }
    expect((await book(user.auth, { table_id: table.id, start_date: "tomorrow", guest: 2 })).status).toBe(400);
    expect((await book({}, { table_id: table.id, start_date: `${day} 12:00`, guest: 2 })).status).toBe(401);
    await setSetting("reservation_enable_for_user", "0");
    expect(
      errorBodySchema.parse((await book(user.auth, { table_id: table.id, start_date: `${day} 12:00`, guest: 2 })).body)
        .message,
    ).toBe("Reservations are turned off");
    await setSetting("reservation_enable_for_user", "1");
    expect(await countRows("user_bookings", "user_id = ?1", user.id)).toBe(0);
  });
});
