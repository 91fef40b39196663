import { env } from "cloudflare:test";
import {
  bookingTablesResponse,
  errorBodySchema,
  reservationResponse,
  sellerBookingsResponse,
  shopSectionsResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { dayFromNow } from "./helpers/orders";
import { countRows, createShopManager, createUser, type TestUser } from "./helpers/users";

const cancel = (user: TestUser, id: number) =>
  call(`dashboard/user/my-bookings/${id}/cancel`, send("POST", undefined, user.auth));

const statusOf = async (id: number) =>
  (await env.DB.prepare("SELECT status FROM user_bookings WHERE id = ?1").bind(id).first<{ status: string }>())?.status;

let days = 20;
/** A new booking of the user's at a table of shop 1, on a day no other test of this file uses. */
async function bookOne(user: TestUser) {
  const sections = shopSectionsResponse.parse((await call("rest/booking/shop-sections?shop_id=1")).body);
  const tables = bookingTablesResponse.parse(
    (await call(`rest/booking/tables?shop_section_id=${sections.data[0]?.id}`)).body,
  );
  const day = dayFromNow(days++);
  const res = await call(
    "dashboard/user/my-bookings",
    send("POST", { table_id: tables.data[0]?.id, start_date: `${day} 13:00`, guest: 1 }, user.auth),
  );
  expect(res.status).toBe(200);
  return { ...reservationResponse.parse(res.body).data, day };
}

describe("a customer cancels their own table booking", () => {
  it("cancels it, frees the table for another customer, and the shop's staff see it canceled", async () => {
    const user = await createUser();
    const booking = await bookOne(user);
    const res = await cancel(user, booking.id);
    expect(res.status).toBe(200);
    expect(reservationResponse.parse(res.body).data.status).toBe("canceled");
    expect(await statusOf(booking.id)).toBe("canceled");

    const other = await createUser();
    const again = await call(
      "dashboard/user/my-bookings",
      send("POST", { table_id: booking.table_id, start_date: booking.start_date, guest: 1 }, other.auth),
    );
    expect(again.status).toBe(200);

    const manager = await createShopManager([1]);
    const listed = sellerBookingsResponse.parse(
      (await call(`dashboard/seller/bookings?shop_id=1&date=${booking.day}`, { headers: manager.auth })).body,
    );
    expect(listed.data.find((b) => b.id === booking.id)).toMatchObject({ status: "canceled", next_statuses: [] });
  });

  it("another customer cancelling someone's booking by its id gets 404 and the booking stays", async () => {
    const owner = await createUser();
    const attacker = await createUser();
    const booking = await bookOne(owner);
    const res = await cancel(attacker, booking.id);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).message).toBe("Booking not found");
    expect(await statusOf(booking.id)).toBe("new");
    // The route exists and the booking was there: its owner can cancel it.
    expect((await cancel(owner, booking.id)).status).toBe(200);
  });

  it("cancelling an already canceled booking again answers 409 with a sentence and writes nothing", async () => {
    const user = await createUser();
    const booking = await bookOne(user);
    expect((await cancel(user, booking.id)).status).toBe(200);
    const notes = await countRows("notifications", "user_id = ?1", user.id);
    const res = await cancel(user, booking.id);
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).message).toBe("This booking is already canceled");
    expect(await countRows("notifications", "user_id = ?1", user.id)).toBe(notes);
  });

  it("cancelling a booking that has already begun answers 422 and the booking stays", async () => {
    const user = await createUser();
    const booking = await bookOne(user);
    // The booking's time came: move it to yesterday in the shop's clock.
    const yesterday = dayFromNow(-1);
    await env.DB.prepare("UPDATE user_bookings SET start_date = ?1, end_date = ?2 WHERE id = ?3")
      .bind(`${yesterday} 13:00`, `${yesterday} 14:00`, booking.id)
      .run();
    const res = await cancel(user, booking.id);
    expect(res.status).toBe(422);
    expect(errorBodySchema.parse(res.body).message).toBe(
      "This booking has already begun, so it can no longer be canceled",
    );
    expect(await statusOf(booking.id)).toBe("new");
  });

  it("two cancels of one booking sent at once: one succeeds, the other gets 409, one notification", async () => {
    const user = await createUser();
    const booking = await bookOne(user);
    const notes = await countRows("notifications", "user_id = ?1", user.id);
    const answers = await Promise.all([cancel(user, booking.id), cancel(user, booking.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(errorBodySchema.parse(lost?.body).message).toBe("This booking is already canceled");
    expect(await statusOf(booking.id)).toBe("canceled");
    expect(await countRows("notifications", "user_id = ?1 AND type = 'booking_status'", user.id)).toBe(1);
    expect(notes + 1).toBe(await countRows("notifications", "user_id = ?1", user.id));
  });

  it("a customer cancelling a booking the shop already canceled gets 409", async () => {
    const user = await createUser();
    const booking = await bookOne(user);
    const manager = await createShopManager([1]);
    const shop = await call(
      `dashboard/seller/bookings/${booking.id}/status`,
      send("POST", { status: "canceled" }, manager.auth),
    );
    expect(shop.status).toBe(200);
    const res = await cancel(user, booking.id);
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).message).toBe("This booking is already canceled");
  });
});
