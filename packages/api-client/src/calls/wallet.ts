import type { ApiClient } from "../client";
import type { QueryInput, WalletSendBody, walletHistoriesQuery, walletSearchQuery } from "../requests";
import { envelope, paginated } from "../schemas/envelope";
import { walletBalanceSchema, walletHistorySchema, walletPersonSchema } from "../schemas/wallet";

export const walletHistoriesResponse = paginated(walletHistorySchema);
export const walletRecipientsResponse = paginated(walletPersonSchema);
export const walletSendResponse = envelope(walletBalanceSchema.nullable());

export function walletHistories(client: ApiClient, query: QueryInput<typeof walletHistoriesQuery> = {}) {
  return client.request("dashboard/user/wallet/histories", { query: { ...query }, schema: walletHistoriesResponse });
}

/** Users the signed-in user can send money to (never themselves). */
export function searchWalletRecipients(client: ApiClient, query: QueryInput<typeof walletSearchQuery>) {
  return client.request("dashboard/user/search-sending", { query: { ...query }, schema: walletRecipientsResponse });
}

/** `price` in the client's currency; debits the sender and credits the receiver together. */
export async function sendWalletMoney(client: ApiClient, body: WalletSendBody) {
  return (await client.request("dashboard/user/wallet/send", { method: "POST", body, schema: walletSendResponse }))
    .data;
}
