import { z } from "zod";

export const walletPersonSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
});
export type WalletPerson = z.infer<typeof walletPersonSchema>;

export const walletHistorySchema = z.object({
  uuid: z.string(),
  type: z.enum(["topup", "withdraw"]),
  price: z.number(),
  note: z.string().nullable(),
  status: z.string(),
  author: walletPersonSchema.nullable(),
  user: walletPersonSchema.nullable(),
  /** The transaction the line came from (a top-up or a payment by wallet), else null. */
  transaction_id: z.number().int().nullable(),
  created_at: z.string(),
  /** Lines never change once written: the same as created_at. */
  updated_at: z.string(),
});
export type WalletHistory = z.infer<typeof walletHistorySchema>;

export const walletBalanceSchema = z.object({ id: z.number().int(), uuid: z.string(), price: z.number() });
