import { z } from "zod";
import { emailField } from "./fields";

const coordinate = (field: string, limit: number) =>
  z.coerce
    .number({ message: `The ${field} must be a number.` })
    .min(-limit, `The ${field} is invalid.`)
    .max(limit, `The ${field} is invalid.`)
    // about a metre: the same doorstep asked twice is one sign-up
    .transform((v) => Math.round(v * 100_000) / 100_000);

export const deliveryZoneSubscribeBody = z.object({
  email: emailField,
  address: z.object(
    { latitude: coordinate("latitude", 90), longitude: coordinate("longitude", 180) },
    { message: "The address is required." },
  ),
});
export type DeliveryZoneSubscribeBody = z.input<typeof deliveryZoneSubscribeBody>;

export const deliveryZoneRequests = {
  "POST /rest/delivery-zone/subscribe": { body: deliveryZoneSubscribeBody },
} as const;
