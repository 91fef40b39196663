import { z } from "zod";
import { transactionSchema } from "./order";

/** GET order-{provider}-process and the top-up: where to send the customer. */
export const paymentRedirectSchema = z.object({ data: z.object({ url: z.string().url() }) });

export const paymentTransactionSchema = transactionSchema;
