import { z } from "zod";

/** A become-a-seller or become-a-driver application as stored, before its fields. */
export const applicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(["pending", "approved", "rejected"]),
  created_at: z.string(),
});

/** A seller application, echoed back with the fields it was sent with. */
export const sellerApplicationSchema = applicationSchema.extend({
  title: z.string(),
  description: z.string().nullish(),
  type: z.enum(["restaurant", "shop"]),
  phone: z.string(),
  email: z.string().nullish(),
  address: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  tax: z.number().nullish(),
  min_amount: z.number().nullish(),
  delivery_time: z
    .object({ from: z.number().int(), to: z.number().int(), type: z.enum(["minute", "hour", "day"]) })
    .nullish(),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

/** A delivery driver application, echoed back with the fields it was sent with. */
export const driverApplicationSchema = applicationSchema.extend({
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  type_of_technique: z.enum(["foot", "bicycle", "scooter", "motorbike", "car", "truck"]),
  brand: z.string().nullish(),
  model: z.string().nullish(),
  number: z.string().nullish(),
  color: z.string().nullish(),
  note: z.string().nullish(),
});
export type DriverApplication = z.infer<typeof driverApplicationSchema>;
