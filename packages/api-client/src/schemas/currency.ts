import { z } from "zod";

export const currencySchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  title: z.string(),
  position: z.enum(["before", "after"]),
  default: z.boolean(),
  rate: z.number().positive(),
});
export type Currency = z.infer<typeof currencySchema>;
