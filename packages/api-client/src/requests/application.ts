import { z } from "zod";
import { pointSchema } from "./fields";

const phone = z
  .string()
  .trim()
  .min(1, "Phone number is required")
  .regex(/^\+?[0-9 ()-]{5,20}$/, "Phone number is invalid");

export const sellerApplicationBody = z.object({
  title: z.string().trim().min(1, "Required").max(120),
  description: z.string().trim().max(2000).nullish(),
  type: z.enum(["restaurant", "shop"], { message: "The type must be restaurant or shop." }),
  phone,
  email: z.email("The email must be a valid email address.").nullish(),
  address: z.string().trim().min(1, "Required").max(300),
  location: pointSchema,
  tax: z.coerce.number().min(0).max(100).nullish(),
  min_amount: z.coerce.number().min(0).nullish(),
  delivery_time: z
    .object({
      from: z.coerce.number().int().min(0),
      to: z.coerce.number().int().min(0),
      type: z.enum(["minute", "hour", "day"]),
    })
    .nullish(),
});
export type SellerApplicationBody = z.input<typeof sellerApplicationBody>;

export const driverApplicationBody = z.object({
  firstname: z.string().trim().min(1, "Required").max(100),
  lastname: z.string().trim().min(1, "Required").max(100),
  phone,
  type_of_technique: z.enum(["foot", "bicycle", "scooter", "motorbike", "car", "truck"], {
    message: "The type of technique is invalid.",
  }),
  brand: z.string().trim().max(60).nullish(),
  model: z.string().trim().max(60).nullish(),
  number: z.string().trim().max(20).nullish(),
  color: z.string().trim().max(30).nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type DriverApplicationBody = z.input<typeof driverApplicationBody>;

export const applicationRequests = {
  "POST /dashboard/user/shops": { body: sellerApplicationBody },
  "POST /dashboard/user/delivery-driver": { body: driverApplicationBody },
} as const;
