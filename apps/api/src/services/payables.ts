import { formatAmount } from "@tiffin/i18n/money";
import { statement } from "../db/statements";
import { badRequest, HttpError, notFound } from "../http/errors";

/** The most one wallet top-up may add: 10,000.00 of the default currency, in minor units. */
export const MAX_TOP_UP_MINOR = 1_000_000;

const topUpTooLarge = () => {
  const message = `The top-up may not be greater than ${formatAmount(MAX_TOP_UP_MINOR / 100)} in the default currency.`;
  return new HttpError(422, "ERROR_422", message, { price: [message] });
};

export type PayableType = "order" | "parcel" | "wallet";

export interface Payable {
  type: PayableType;
  id: number;
  /** Minor units of the default currency. */
  amount: number;
  description: string;
  /** Storefront path to come back to. */
  returnPath: string;
  /** What the provider is asked to take: minor units of `currency` (ISO code, lower case). */
  charge: { amount: number; currency: string };
}

/** The default currency's ISO code, lower case (its title holds the code). */
const DEFAULT_CODE = "(SELECT lower(title) FROM currencies WHERE is_default = 1 ORDER BY id LIMIT 1)";

export const alreadyPaid = () => badRequest("ERROR_400", "This has already been paid");

/** An order or parcel of the user that can still be paid; 404 / 400 otherwise. */
export async function unpaidPayable(
  d1: D1Database,
  userId: number,
  type: "order" | "parcel",
  id: number,
): Promise<Payable> {
  const table = type === "order" ? "orders" : "parcel_orders";
  // An order is charged in the currency it was placed in, for its total in that currency
  // (currency_totals, 0019); a parcel, and an order without them, in the default currency.
  const inCurrency =
    type === "order"
      ? `CASE WHEN x.currency_totals IS NOT NULL AND cu.id IS NOT NULL
           THEN CAST(json_extract(x.currency_totals, '$.total_price') AS INTEGER) END AS charge_amount,
         CASE WHEN x.currency_totals IS NOT NULL AND cu.id IS NOT NULL THEN lower(cu.title) END AS charge_currency`
      : "NULL AS charge_amount, NULL AS charge_currency";
  const row = await statement<{
    id: number;
    status: string;
    total_price: number;
    paid: number;
    charge_amount: number | null;
    charge_currency: string | null;
    default_code: string | null;
  }>(
    d1,
    `SELECT x.id, x.status, x.total_price, ${inCurrency}, ${DEFAULT_CODE} AS default_code,
        EXISTS (SELECT 1 FROM transactions t WHERE t.payable_type = ?3 AND t.payable_id = x.id AND t.status = 'paid') AS paid
       FROM ${table} x LEFT JOIN currencies cu ON cu.id = x.currency_id WHERE x.id = ?1 AND x.user_id = ?2`,
    id,
    userId,
    type,
  ).first();
  if (!row) throw notFound(type === "order" ? "Order not found" : "Parcel not found");
  if (row.status === "canceled") throw badRequest("ERROR_400", "A canceled order cannot be paid");
  if (row.paid) throw alreadyPaid();
  return {
    type,
    id: row.id,
    amount: row.total_price,
    description: type === "order" ? `Tiffin order #${row.id}` : `Tiffin parcel #${row.id}`,
    returnPath: type === "order" ? `/orders/${row.id}` : `/parcels/${row.id}`,
    charge:
      row.charge_amount !== null && row.charge_currency
        ? { amount: row.charge_amount, currency: row.charge_currency }
        : { amount: row.total_price, currency: row.default_code ?? "usd" },
  };
}

export async function ownWalletPayable(
  d1: D1Database,
  userId: number,
  amount: number,
  walletId?: number,
): Promise<Payable> {
  const wallet = await statement<{ id: number; default_code: string | null }>(
    d1,
    `SELECT id, ${DEFAULT_CODE} AS default_code FROM wallets WHERE user_id = ?1`,
    userId,
  ).first();
  if (!wallet || (walletId !== undefined && wallet.id !== walletId)) throw badRequest("ERROR_108", "Wallet not found");
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw badRequest("ERROR_400", "The amount must be greater than 0", {
      price: ["The price must be greater than 0."],
    });
  }
  if (amount > MAX_TOP_UP_MINOR) throw topUpTooLarge();
  return {
    type: "wallet",
    id: wallet.id,
    amount,
    description: "Tiffin wallet top-up",
    returnPath: "/wallet",
    // A wallet holds the default currency.
    charge: { amount, currency: wallet.default_code ?? "usd" },
  };
}
