import { driverApplicationResponse, errorBodySchema, sellerApplicationResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows, createUser } from "./helpers/users";

const seller = {
  title: "Corner Dumplings",
  description: "Hand-folded dumplings",
  type: "restaurant",
  phone: "+44 20 7946 0100",
  address: "5 Brick Ln",
  location: { latitude: 51.52, longitude: -0.07 },
};
const driver = { firstname: "Dee", lastname: "River", phone: "+44 7700 900123", type_of_technique: "bicycle" };

describe("applications", () => {
  it("stores a become-a-seller application once while pending", async () => {
    const user = await createUser();
    const res = await call("dashboard/user/shops", send("POST", seller, user.auth));
    expect(res.status).toBe(200);
    expect(sellerApplicationResponse.parse(res.body).data).toMatchObject({
      status: "pending",
      title: "Corner Dumplings",
    });
    const again = await call("dashboard/user/shops", send("POST", seller, user.auth));
    expect(errorBodySchema.parse(again.body).message).toBe("Your application is already being reviewed");
    expect(await countRows("seller_applications", "user_id = ?1", user.id)).toBe(1);
  });

  it("stores a become-a-driver application and refuses bad input or no sign-in", async () => {
    const user = await createUser();
    expect((await call("dashboard/user/delivery-driver", send("POST", driver))).status).toBe(401);
    const bad = await call(
      "dashboard/user/delivery-driver",
      send("POST", { ...driver, phone: "abc", type_of_technique: "rocket" }, user.auth),
    );
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).params?.phone).toEqual(["Phone number is invalid"]);
    expect(await countRows("driver_applications", "user_id = ?1", user.id)).toBe(0);
    const ok = await call("dashboard/user/delivery-driver", send("POST", driver, user.auth));
    expect(driverApplicationResponse.parse(ok.body).data).toMatchObject({
      status: "pending",
      type_of_technique: "bicycle",
    });
  });
});
