import {
  type ApiClient,
  getPaymentMethods,
  getProfile,
  searchWalletRecipients,
  walletHistories,
} from "@tiffin/api-client";
import { paysInHouse } from "@tiffin/core";
import { orSignOut } from "../../lib/session-user.server";

export const HISTORY_PAGE_SIZE = 10;

export interface WalletEntry {
  uuid: string;
  type: "topup" | "withdraw";
  price: number;
  note: string | null;
  counterpart: string | null;
  date: string;
}

const fullName = (person: { firstname: string | null; lastname: string | null } | null) =>
  person ? [person.firstname, person.lastname].filter(Boolean).join(" ") || null : null;

/** Balance (in the chosen currency), `pages` pages of history and the top-up providers, in parallel. */
export async function walletView(api: ApiClient, pages: number, format: (iso: string) => string) {
  const [profile, history, methods] = await Promise.all([
    orSignOut(getProfile(api)),
    orSignOut(walletHistories(api, { page: 1, perPage: HISTORY_PAGE_SIZE * pages })),
    getPaymentMethods(api),
  ]);
  const entries: WalletEntry[] = history.data.map((h) => ({
    uuid: h.uuid,
    type: h.type,
    price: h.price,
    note: h.note,
    // Who the money came from or went to, when another user was involved.
    counterpart: h.author && h.author.uuid !== profile.uuid ? fullName(h.author) : null,
    date: format(h.created_at),
  }));
  return {
    balance: profile.wallet?.price ?? null,
    entries,
    hasMore: history.meta.total > entries.length,
    // Cash and wallet are paid in-house; a top-up goes through one of the other (provider) methods.
    providers: methods.filter((m) => m.active && !paysInHouse(m.tag)).map((m) => m.tag),
  };
}

export type RecipientLookup =
  | { found: { uuid: string; name: string } }
  | { error: "web:wallet.recipientNotFound" | "web:wallet.recipientAmbiguous" };

/**
 * The one user an exact email or phone names. The API's answer is never shown as a list: no
 * match and more than one match both stop here.
 */
export async function findRecipient(api: ApiClient, contact: string): Promise<RecipientLookup> {
  const page = await orSignOut(searchWalletRecipients(api, { search: contact, perPage: 2 }));
  const [only, second] = page.data;
  if (!only) return { error: "web:wallet.recipientNotFound" };
  if (second) return { error: "web:wallet.recipientAmbiguous" };
  return { found: { uuid: only.uuid, name: fullName(only) ?? contact } };
}
