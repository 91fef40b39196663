import { z } from "zod";
import { orderSchema, transactionSchema } from "./order";
import { parcelSchema } from "./parcel";

/** GET order-{provider}-process and the top-up: where to send the customer. */
export const paymentRedirectSchema = z.object({ data: z.object({ url: z.string().url() }) });

/** Cash or wallet for an order: the order answered with the transaction just made. */
export const paidOrderSchema = orderSchema.extend({ transaction: transactionSchema });
export type PaidOrder = z.infer<typeof paidOrderSchema>;

/** Cash or wallet for a parcel: the parcel answered with the transaction just made. */
export const paidParcelSchema = parcelSchema.extend({ transaction: transactionSchema });
export type PaidParcel = z.infer<typeof paidParcelSchema>;
