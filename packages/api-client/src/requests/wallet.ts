import { z } from "zod";
import { pageQuery } from "./fields";

const SEARCH_MESSAGE = "The search must be at least 3 characters.";

export const walletHistoriesQuery = pageQuery.extend({
  type: z.enum(["topup", "withdraw"], { message: "The type is invalid." }).optional(),
});
export type WalletHistoriesQuery = z.input<typeof walletHistoriesQuery>;

export const walletSearchQuery = pageQuery.extend({
  search: z.string({ message: SEARCH_MESSAGE }).trim().min(3, SEARCH_MESSAGE).max(190),
});
export type WalletSearchQuery = z.input<typeof walletSearchQuery>;

export const walletSendBody = z.object({
  uuid: z.string().min(1, "Required"),
  price: z.coerce
    .number({ message: "The price must be a number." })
    .positive("The price must be greater than 0.")
    .max(1_000_000),
  currency_id: z.coerce.number().int().positive().nullish(),
  note: z.string().max(300).nullish(),
});
export type WalletSendBody = z.input<typeof walletSendBody>;

export const walletRequests = {
  "GET /dashboard/user/wallet/histories": { query: walletHistoriesQuery },
  "GET /dashboard/user/search-sending": { query: walletSearchQuery },
  "POST /dashboard/user/wallet/send": { body: walletSendBody },
} as const;
