import { statement } from "../db/statements";
import { badRequest } from "../http/errors";

export interface PaymentMethod {
  id: number;
  tag: string;
  sandbox: number;
}

/** An enabled payment method by id; 400 "Please, choose payment method" otherwise. */
export async function activePayment(d1: D1Database, id: number): Promise<PaymentMethod> {
  const row = await statement<PaymentMethod>(
    d1,
    "SELECT id, tag, sandbox FROM payments WHERE id = ?1 AND active = 1",
    id,
  ).first();
  if (!row) throw badRequest("ERROR_400", "Please, choose payment method", { payment_id: ["The payment is invalid."] });
  return row;
}

export async function activePaymentByTag(d1: D1Database, tag: string): Promise<PaymentMethod> {
  const row = await statement<PaymentMethod>(
    d1,
    "SELECT id, tag, sandbox FROM payments WHERE tag = ?1 AND active = 1",
    tag,
  ).first();
  if (!row)
    throw badRequest("ERROR_400", "Please, choose payment method", { payment_type: ["The payment is invalid."] });
  return row;
}

/** Every active payment method, by id. */
export async function activePayments(d1: D1Database) {
  return statement<{ id: number; tag: string; active: number; sandbox: number }>(
    d1,
    "SELECT id, tag, active, sandbox FROM payments WHERE active = 1 ORDER BY id",
  ).all();
}
