/** Pure rules of the product modal: which stock the chosen extras name, and the total. */

export interface ProductExtra {
  id: number;
  groupId: number;
  groupTitle: string;
  value: string;
}

export interface ProductAddon {
  /** The addon's stock id (sent as stock_id with parent_id = the product stock). */
  stockId: number;
  title: string;
  price: number;
}

export interface ProductStock {
  id: number;
  price: number;
  /** Units left; 0 is out of stock. */
  quantity: number;
  extras: readonly ProductExtra[];
  addons?: readonly ProductAddon[];
}

export interface ExtraGroup {
  id: number;
  title: string;
  values: ProductExtra[];
}

/** groupId → chosen extra id */
export type ExtraSelection = Readonly<Record<number, number>>;

/** Extra groups in order of first appearance, each value once. */
export function extraGroupsOf(stocks: readonly ProductStock[]): ExtraGroup[] {
  const groups = new Map<number, ExtraGroup>();
  for (const stock of stocks) {
    for (const extra of stock.extras) {
      const group = groups.get(extra.groupId) ?? { id: extra.groupId, title: extra.groupTitle, values: [] };
      if (!group.values.some((value) => value.id === extra.id)) group.values.push(extra);
      groups.set(extra.groupId, group);
    }
  }
  return [...groups.values()];
}

function selectionOf(stock: ProductStock | undefined): ExtraSelection {
  const selection: Record<number, number> = {};
  for (const extra of stock?.extras ?? []) selection[extra.groupId] = extra.id;
  return selection;
}

/** Starts on the first stock that is in stock (or the first one). */
export function initialSelection(stocks: readonly ProductStock[]): ExtraSelection {
  return selectionOf(stocks.find((stock) => stock.quantity > 0) ?? stocks[0]);
}

/** The stock whose extras are exactly the selection. */
export function findStock(stocks: readonly ProductStock[], selection: ExtraSelection): ProductStock | undefined {
  return stocks.find(
    (stock) =>
      stock.extras.length === Object.keys(selection).length &&
      stock.extras.every((extra) => selection[extra.groupId] === extra.id),
  );
}

/**
 * Chooses a value. When no stock has that value with the other current choices, it jumps to
 * the first stock that has the value (preferring one in stock), so a choice is always valid.
 */
export function chooseExtra(
  stocks: readonly ProductStock[],
  selection: ExtraSelection,
  groupId: number,
  extraId: number,
): ExtraSelection {
  const next = { ...selection, [groupId]: extraId };
  if (findStock(stocks, next)) return next;
  const having = stocks.filter((stock) => stock.extras.some((extra) => extra.id === extraId));
  return selectionOf(having.find((stock) => stock.quantity > 0) ?? having[0]);
}

/** (stock price + chosen addons) × quantity. */
export function choiceTotal(
  stock: ProductStock | undefined,
  addonStockIds: readonly number[],
  quantity: number,
): number {
  if (!stock) return 0;
  const addons = (stock.addons ?? []).filter((addon) => addonStockIds.includes(addon.stockId));
  const unit = stock.price + addons.reduce((sum, addon) => sum + addon.price, 0);
  return unit * quantity;
}
