import { batch, type Results, type Statement, statement } from "../db/statements";
import { badRequest } from "../http/errors";
import { oneShopError, outOfStockError } from "./cart-messages";
import type { LoadedCart, MemberRow } from "./cart-store";

export interface LineChange {
  stock_id: number;
  quantity: number;
  /** The parent stock, for an addon line. */
  parent_id?: number | null | undefined;
}

interface StockFacts {
  id: number;
  quantity: number;
  product_id: number;
  shop_id: number;
  product_addon: number;
  active: number;
}

const key = (stockId: number, parentStock: number | null) => `${stockId}:${parentStock ?? 0}`;

export interface StockFactsSet {
  stocks: Map<number, StockFacts>;
  /** "parentStockId:addonProductId" pairs offered. */
  offered: Set<string>;
}

function dedupe(changes: LineChange[]) {
  const wanted = new Map<string, LineChange & { parent_id: number | null }>();
  for (const change of changes) {
    wanted.set(key(change.stock_id, change.parent_id ?? null), { ...change, parent_id: change.parent_id ?? null });
  }
  return wanted;
}

interface OfferedAddon {
  stock_id: number;
  addon_id: number;
}

/** Reads of the stocks (and their offered addons) a change touches, to put in a D1 batch. */
export function stockFactsStatements(
  d1: D1Database,
  changes: LineChange[],
): readonly [Statement<StockFacts>, Statement<OfferedAddon>] {
  const stockIds = [...new Set(changes.flatMap((c) => (c.parent_id ? [c.stock_id, c.parent_id] : [c.stock_id])))];
  const marks = stockIds.map((_, i) => `?${i + 1}`).join(", ");
  return [
    statement<StockFacts>(
      d1,
      `SELECT s.id, s.quantity, p.id AS product_id, p.shop_id, p.addon AS product_addon, p.active
         FROM stocks s JOIN products p ON p.id = s.product_id WHERE s.id IN (${marks})`,
      ...stockIds,
    ),
    statement<OfferedAddon>(
      d1,
      `SELECT stock_id, addon_id FROM stock_addons WHERE stock_id IN (${marks})`,
      ...stockIds,
    ),
  ] as const;
}

/** The answers of `stockFactsStatements`, as a batch gives them back. */
export function readStockFacts([stockRows, addonRows]: Results<
  ReturnType<typeof stockFactsStatements>
>): StockFactsSet {
  return {
    stocks: new Map(stockRows.results.map((s) => [s.id, s])),
    offered: new Set(addonRows.results.map((r) => `${r.stock_id}:${r.addon_id}`)),
  };
}

/** Reads stock facts, then writes the changes (see planLineChanges); one round trip each. */
export async function applyLineChanges(
  d1: D1Database,
  loaded: LoadedCart,
  member: MemberRow,
  shopId: number,
  changes: LineChange[],
  options: { mayMoveShop: boolean },
): Promise<void> {
  const facts = readStockFacts(await batch(d1, stockFactsStatements(d1, changes)));
  await batch(d1, planLineChanges(d1, loaded, member, shopId, changes, facts, options));
}

/**
 * The statements that set a member's lines (quantity 0 removes a line and its addons), after
 * checking the shop, the stocks and their quantities. Refusals throw before anything is written;
 * the statements go into one D1 batch.
 */
export function planLineChanges(
  d1: D1Database,
  loaded: LoadedCart,
  member: MemberRow,
  shopId: number,
  changes: LineChange[],
  facts: StockFactsSet,
  options: { mayMoveShop: boolean },
): Statement<unknown>[] {
  const { cart, lines } = loaded;
  const statements: Statement<unknown>[] = [];
  const now = new Date().toISOString();
  if (cart.shop_id !== shopId) {
    if (lines.length > 0 || !options.mayMoveShop) throw oneShopError();
    // Moves only a cart that is still empty when the batch runs: a concurrent request may have
    // added another shop's line since the cart was read.
    statements.push(
      statement(
        d1,
        `UPDATE carts SET shop_id = ?1, updated_at = ?2 WHERE id = ?3 AND NOT EXISTS
           (SELECT 1 FROM cart_details d JOIN user_carts uc ON uc.id = d.user_cart_id WHERE uc.cart_id = ?3)`,
        shopId,
        now,
        cart.id,
      ),
    );
  }
  const wanted = dedupe(changes);
  const list = [...wanted.values()];
  const { stocks, offered } = facts;
  const ownLines = lines.filter((l) => l.user_cart_id === member.id);
  const parentLineOf = (stockId: number) => ownLines.find((l) => l.stock_id === stockId && l.parent_id === null);

  for (const change of list) {
    const stock = stocks.get(change.stock_id);
    if (!stock || stock.shop_id !== shopId || stock.active !== 1) {
      throw badRequest("ERROR_400", "The stock does not belong to this shop", {
        stock_id: ["The selected stock id is invalid."],
      });
    }
    if (change.parent_id) {
      if (!offered.has(`${change.parent_id}:${stock.product_id}`)) {
        throw badRequest("ERROR_400", "This addon is not offered with that product", {
          parent_id: ["The selected parent id is invalid."],
        });
      }
      const parentKept = wanted.get(key(change.parent_id, null));
      const parentThere = parentKept ? parentKept.quantity > 0 : parentLineOf(change.parent_id) !== undefined;
      if (change.quantity > 0 && !parentThere) {
        throw badRequest("ERROR_400", "Add the product before its addons", {
          parent_id: ["The parent product is not in the cart."],
        });
      }
    } else if (stock.product_addon === 1) {
      throw badRequest("ERROR_400", "An addon is added with its product", {
        parent_id: ["The parent id is required."],
      });
    }
    if (change.quantity > 0) {
      // Lines of the same stock elsewhere in the cart count against the stock too.
      const elsewhere = lines
        .filter((l) => l.stock_id === change.stock_id)
        .filter((l) => !(l.user_cart_id === member.id && matchesParent(l.parent_id, change.parent_id, ownLines)))
        .reduce((sum, l) => sum + l.quantity, 0);
      if (elsewhere + change.quantity > stock.quantity) throw outOfStockError();
    }
  }

  // Parents first, so addons inserted in the same batch find their parent line.
  const ordered = [...list].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null));
  for (const change of ordered) statements.push(...lineStatements(d1, member.id, change, now));
  statements.push(statement(d1, "UPDATE carts SET updated_at = ?1 WHERE id = ?2", now, cart.id));
  return statements;
}

function matchesParent(
  lineParent: number | null,
  parentStock: number | null | undefined,
  own: { id: number; stock_id: number; parent_id: number | null }[],
) {
  if (!parentStock) return lineParent === null;
  const parentLine = own.find((l) => l.stock_id === parentStock && l.parent_id === null);
  return parentLine !== undefined && lineParent === parentLine.id;
}

function lineStatements(
  d1: D1Database,
  memberId: number,
  change: LineChange & { parent_id: number | null },
  now: string,
): Statement<unknown>[] {
  // ?1 member, ?2 stock, ?3 parent stock (0 for a main line); the rest follow.
  const parentLine =
    "(SELECT p.id FROM cart_details p WHERE p.user_cart_id = ?1 AND p.stock_id = ?3 AND p.parent_id IS NULL)";
  const match = change.parent_id
    ? `user_cart_id = ?1 AND stock_id = ?2 AND parent_id = ${parentLine}`
    : "user_cart_id = ?1 AND stock_id = ?2 AND parent_id IS NULL AND ?3 = 0";
  const head = [memberId, change.stock_id, change.parent_id ?? 0];
  if (change.quantity <= 0) {
    return [statement(d1, `DELETE FROM cart_details WHERE ${match}`, ...head)];
  }
  // The one-shop rule, checked by the statement that writes the line: the stock's shop must be
  // the cart's shop as it is when the batch runs, whatever a concurrent request did since the read.
  const sameShop = `EXISTS (SELECT 1 FROM user_carts g JOIN carts gc ON gc.id = g.cart_id
    JOIN stocks gs ON gs.id = ?2 JOIN products gp ON gp.id = gs.product_id
    WHERE g.id = ?1 AND gp.shop_id = gc.shop_id)`;
  return [
    statement(d1, `UPDATE cart_details SET quantity = ?4 WHERE ${match} AND ${sameShop}`, ...head, change.quantity),
    statement(
      d1,
      `INSERT INTO cart_details (user_cart_id, stock_id, quantity, parent_id, created_at)
         SELECT ?1, ?2, ?4, ${change.parent_id ? parentLine : "NULL"}, ?5
         WHERE ?3 = ?3 AND ${sameShop} AND NOT EXISTS (SELECT 1 FROM cart_details WHERE ${match})`,
      ...head,
      change.quantity,
      now,
    ),
  ];
}
