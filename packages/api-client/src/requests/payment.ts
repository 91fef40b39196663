import { z } from "zod";
import { idField } from "./fields";

export const paymentProcessQuery = z.object({
  order_id: idField("order id").optional(),
  parcel_id: idField("parcel id").optional(),
  wallet_id: idField("wallet id").optional(),
  total_price: z.coerce
    .number({ message: "The total price must be a number." })
    .positive("The total price must be greater than 0.")
    .optional(),
});
export type PaymentProcessQuery = z.input<typeof paymentProcessQuery>;

export const walletTopUpBody = z.object({
  payment_type: z.string().min(1, "Required"),
  price: z.coerce
    .number({ message: "The price must be a number." })
    .positive("The price must be greater than 0.")
    // a sanity bound only: the top-up maximum (MAX_TOP_UP_MINOR) answers 422 in ownWalletPayable
    .max(1_000_000_000, "The price is too large."),
});
export type WalletTopUpBody = z.input<typeof walletTopUpBody>;

export const inHousePaymentBody = z.object({ payment_sys_id: idField("payment sys id") });
export type InHousePaymentBody = z.input<typeof inHousePaymentBody>;

export const paymentRequests = {
  "GET /dashboard/user/:process{order-[a-zA-Z-]+-process}": { query: paymentProcessQuery },
  "POST /payments/wallet/payment/top-up": { body: walletTopUpBody },
  "POST /payments/:kind{order|parcel-order|wallet}/:id{[0-9]+}/transactions": { body: inHousePaymentBody },
} as const;
