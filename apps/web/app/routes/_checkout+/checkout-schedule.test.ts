import type { Shop } from "@tiffin/api-client";
import { MESSAGES } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { orderRequestFrom, readChoice, scheduleFor } from "./checkout.server";

const shop = (timeZone: string) =>
  ({
    time_zone: timeZone,
    shop_working_days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => ({
      day,
      from: "10-00",
      to: "22-00",
      disabled: false,
    })),
    shop_closed_date: [{ day: "2026-11-27" }],
  }) as unknown as Shop;

describe("checkout schedule in the shop's own time zone", () => {
  // Monday 2026-11-23 21:10 in London is already Tuesday 06:10 in Tokyo.
  const moment = new Date("2026-11-23T21:10:00Z");

  it("starts the days at the shop's today and offers only the slots still ahead today", () => {
    const london = scheduleFor(shop("Europe/London"), undefined, moment);
    expect(london.today).toBe("2026-11-23");
    expect(london.date).toBe("2026-11-23");
    expect(london.slots).toEqual(["21:30"]);
    const tokyo = scheduleFor(shop("Asia/Tokyo"), undefined, moment);
    expect(tokyo.today).toBe("2026-11-24");
    expect(tokyo.days[0]).toEqual({ date: "2026-11-24", weekday: "tuesday", closed: false });
    expect(tokyo.slots[0]).toBe("10:00");
  });

  it("marks Sundays and closed dates closed, and a chosen closed day has no slots", () => {
    const week = scheduleFor(shop("Europe/London"), undefined, moment);
    expect(week.days.filter((d) => d.closed).map((d) => d.date)).toEqual(["2026-11-27", "2026-11-29"]);
    const closed = scheduleFor(shop("Europe/London"), "2026-11-29", moment);
    expect(closed.closedDay).toBe(true);
    expect(closed.slots).toEqual([]);
  });

  it("without a choice, today with no slot left moves to the next open day", () => {
    const late = scheduleFor(shop("Europe/London"), undefined, new Date("2026-11-23T21:55:00Z"));
    expect(late.date).toBe("2026-11-24");
    expect(late.slots[0]).toBe("10:00");
  });
});

const NO_PHONE = { phoneRequired: false };

describe("the order a posted checkout form asks for", () => {
  const places = [
    { key: "current", label: "current", address: "1 Strand", location: { latitude: 51.5, longitude: -0.12 } },
  ];
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it("asks for a payment method first, with SPEC's words", () => {
    const asked = orderRequestFrom(
      form({ date: "2026-11-24", time: "10:00", address: "current" }),
      places,
      5,
      1,
      null,
      [],
      NO_PHONE,
    );
    expect(asked).toEqual({ error: MESSAGES.choosePayment, field: "payment_id" });
  });

  it("carries the idempotency key, the note and the tip for delivery, and drops the tip for pickup", () => {
    const fields = {
      date: "2026-11-24",
      time: "10:00",
      address: "current",
      payment_id: "1",
      tips: "2",
      note: "Ring twice",
      idempotency_key: "0b5c2a8e-2f4d-4f7e-9a31-0c1d2e3f4a5b",
    };
    const delivery = orderRequestFrom(form(fields), places, 5, 1, 1, [], NO_PHONE);
    expect("request" in delivery && delivery.request).toMatchObject({
      cart_id: 5,
      delivery_type: "delivery",
      location: [51.5, -0.12],
      tips: 2,
      note: "Ring twice",
      idempotency_key: fields.idempotency_key,
    });
    const pickup = orderRequestFrom(form({ ...fields, type: "pickup" }), places, 5, 1, 1, [], NO_PHONE);
    expect("request" in pickup && pickup.request.tips).toBeUndefined();
    expect("request" in pickup && pickup.request.location).toBeUndefined();
  });

  it("asks for the phone the settings require, as the checkout machine's guard does", () => {
    const fields = { date: "2026-11-24", time: "10:00", address: "current", payment_id: "1" };
    const cash = [{ id: 1, tag: "cash" }];
    expect(orderRequestFrom(form(fields), places, 5, 1, 1, cash, { phoneRequired: true })).toEqual({
      error: MESSAGES.phoneRequired,
      field: "phone",
    });
    const withPhone = orderRequestFrom(form({ ...fields, phone: "+20 100 000 0000" }), places, 5, 1, 1, cash, {
      phoneRequired: true,
    });
    expect("request" in withPhone && withPhone.tag).toBe("cash");
  });

  it("reads a custom tip over the presets and ignores a negative one", () => {
    expect(readChoice(new URLSearchParams("tips=1&tips_custom=3.5")).tips).toBe(3.5);
    expect(readChoice(new URLSearchParams("tips_custom=-4")).tips).toBeUndefined();
  });
});
