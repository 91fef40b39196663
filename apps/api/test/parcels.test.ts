import {
  errorBodySchema,
  parcelPriceResponse,
  parcelResponse,
  parcelsPageResponse,
  parcelTypesResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { setSetting } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { dayFromNow, HOME } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

const NEAR = { latitude: 51.5155, longitude: -0.1419 }; // about 1.3 km from HOME
const FAR = { latitude: 51.752, longitude: -1.2577 }; // Oxford, about 82 km

const parcel = (extra: Record<string, unknown> = {}) => ({
  type_id: 1,
  currency_id: 1,
  phone_from: "+44 20 7946 0001",
  username_from: "Sam Sender",
  address_from: { ...HOME, address: "1 Strand", house: "1" },
  phone_to: "+44 20 7946 0002",
  username_to: "Rita Receiver",
  address_to: { ...NEAR, address: "10 Oxford St" },
  delivery_date: dayFromNow(1),
  delivery_time: "15:00",
  note: "Leave at reception",
  ...extra,
});

describe("parcels", () => {
  it("lists types and prices a trip: base + per km, ERROR_433 beyond the range", async () => {
    const types = parcelTypesResponse.parse((await call("rest/parcel-order/types")).body);
    expect(types.data.map((t) => t.type)).toEqual(["Documents", "Small box", "Large box"]);
    const q = (to: { latitude: number; longitude: number }) =>
      `rest/parcel-order/calculate-price?type_id=1&address_from[latitude]=${HOME.latitude}&address_from[longitude]=${HOME.longitude}&address_to[latitude]=${to.latitude}&address_to[longitude]=${to.longitude}`;
    const price = parcelPriceResponse.parse((await call(q(NEAR))).body).data;
    expect(price.km).toBeGreaterThan(1);
    expect(price.km).toBeLessThan(2);
    expect(price.price).toBeCloseTo(Math.round(299 + 40 * price.km) / 100, 2);
    const far = await call(q(FAR));
    expect(far.status).toBe(400);
    expect(errorBodySchema.parse(far.body).statusCode).toBe("ERROR_433");
    expect((await call("rest/parcel-order/calculate-price?type_id=1")).status).toBe(400);
  });

  it("creates, lists, shows and cancels a parcel; sign-in required", async () => {
    const user = await createUser();
    expect((await call("dashboard/user/parcel-orders", send("POST", parcel()))).status).toBe(401);
    const created = parcelResponse.parse(
      (await call("dashboard/user/parcel-orders", send("POST", parcel(), user.auth))).body,
    ).data;
    expect(created).toMatchObject({ status: "new", username_to: "Rita Receiver", notify: false });
    const list = parcelsPageResponse.parse((await call("dashboard/user/parcel-orders", { headers: user.auth })).body);
    expect(list.data.map((p) => p.id)).toEqual([created.id]);
    const shown = parcelResponse.parse(
      (await call(`dashboard/user/parcel-orders/${created.id}`, { headers: user.auth })).body,
    ).data;
    expect(shown.total_price).toBe(created.total_price);
    const cancel = () =>
      call(
        `dashboard/user/parcel-orders/${created.id}/status/change?status=canceled`,
        send("POST", undefined, user.auth),
      );
    expect(parcelResponse.parse((await cancel()).body).data.status).toBe("canceled");
    expect(errorBodySchema.parse((await cancel()).body).statusCode).toBe("ERROR_254");
    const stranger = await createUser();
    expect((await call(`dashboard/user/parcel-orders/${created.id}`, { headers: stranger.auth })).status).toBe(404);
  });

  it("refuses bad input, out-of-range trips and a switched-off feature, writing nothing", async () => {
    const user = await createUser();
    const bad = await call(
      "dashboard/user/parcel-orders",
      send("POST", parcel({ phone_to: "x", delivery_time: "9pm" }), user.auth),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(errorBodySchema.parse(bad.body).params ?? {})).toEqual(
      expect.arrayContaining(["phone_to", "delivery_time"]),
    );
    const far = await call(
      "dashboard/user/parcel-orders",
      send("POST", parcel({ address_to: { ...FAR, address: "Oxford" } }), user.auth),
    );
    expect(errorBodySchema.parse(far.body).statusCode).toBe("ERROR_433");
    await setSetting("active_parcel", "0");
    const off = await call("dashboard/user/parcel-orders", send("POST", parcel(), user.auth));
    expect(errorBodySchema.parse(off.body).message).toBe("Parcel delivery is turned off");
    expect((await call("rest/parcel-order/types")).status).toBe(400);
    await setSetting("active_parcel", "1");
    expect(await countRows("parcel_orders", "user_id = ?1", user.id)).toBe(0);
  });
});
