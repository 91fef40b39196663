import { describe, expect, it } from "vitest";
import { readParcelForm, readPoint } from "./__parcel-form";

const filled: Record<string, string> = {
  type_id: "2",
  payment_id: "1",
  username_from: " Ada ",
  phone_from: "+44 20 7946 0000",
  address_from: "1 Strand",
  from_lat: "51.5074",
  from_lng: "-0.1278",
  username_to: "Bo",
  phone_to: "020 7946 1111",
  address_to: "Camden",
  to_lat: "51.54",
  to_lng: "-0.14",
  delivery_date: "2026-12-01",
  delivery_time: "14:30",
  notify: "on",
};
const getter = (values: Record<string, string>) => (name: string) => values[name] ?? "";

describe("parcel form", () => {
  it("turns a complete form into the API's request, trimmed, with both points", () => {
    const read = readParcelForm(getter(filled));
    expect(read).toEqual({
      ok: true,
      body: expect.objectContaining({
        type_id: 2,
        payment_id: 1,
        username_from: "Ada",
        address_from: { latitude: 51.5074, longitude: -0.1278, address: "1 Strand" },
        address_to: { latitude: 51.54, longitude: -0.14, address: "Camden" },
        notify: true,
        description: undefined,
      }),
    });
  });

  it("names every missing or wrong field instead of sending a half-filled parcel", () => {
    const read = readParcelForm(
      getter({ ...filled, username_to: " ", phone_from: "call me", to_lat: "", payment_id: "", type_id: "-1" }),
    );
    expect(read).toEqual({
      ok: false,
      problems: {
        type_id: "required",
        username_to: "required",
        phone_from: "phoneInvalid",
        to_point: "pointInvalid",
        payment_id: "choosePayment",
      },
    });
  });

  it("refuses a point off the globe or not a number", () => {
    expect(readPoint(getter({ from_lat: "91", from_lng: "0" }), "from")).toBeNull();
    expect(readPoint(getter({ from_lat: "10", from_lng: "-181" }), "from")).toBeNull();
    expect(readPoint(getter({ from_lat: "abc", from_lng: "1" }), "from")).toBeNull();
    expect(readPoint(getter({ from_lat: "0", from_lng: "0" }), "from")).toEqual({ latitude: 0, longitude: 0 });
  });
});
