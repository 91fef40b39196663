import { describe, expect, it } from "vitest";
import type { ProductStock } from "./product-choice";
import { choiceTotal, chooseExtra, extraGroupsOf, findStock, initialSelection } from "./product-choice";

const size = (id: number, value: string) => ({ id, groupId: 1, groupTitle: "Size", value });
const crust = (id: number, value: string) => ({ id, groupId: 2, groupTitle: "Crust", value });

const stocks: ProductStock[] = [
  { id: 11, price: 8, quantity: 0, extras: [size(1, "Small"), crust(3, "Thin")] },
  { id: 12, price: 9, quantity: 5, extras: [size(1, "Small"), crust(4, "Thick")] },
  {
    id: 13,
    price: 12,
    quantity: 2,
    extras: [size(2, "Large"), crust(4, "Thick")],
    addons: [{ stockId: 90, title: "Cheese", price: 1.5 }],
  },
];

describe("product choice", () => {
  it("lists extra groups with each value once", () => {
    const groups = extraGroupsOf(stocks);
    expect(groups.map((group) => group.title)).toEqual(["Size", "Crust"]);
    expect(groups[0]?.values.map((value) => value.value)).toEqual(["Small", "Large"]);
  });

  it("starts on the first stock in stock", () => {
    expect(findStock(stocks, initialSelection(stocks))?.id).toBe(12);
  });

  it("finds the stock of a full selection", () => {
    expect(findStock(stocks, { 1: 2, 2: 4 })?.id).toBe(13);
    expect(findStock(stocks, { 1: 2, 2: 3 })).toBeUndefined();
  });

  it("jumps to a valid combination when a choice has none", () => {
    expect(chooseExtra(stocks, { 1: 1, 2: 4 }, 2, 3)).toEqual({ 1: 1, 2: 3 });
    expect(chooseExtra(stocks, { 1: 1, 2: 3 }, 1, 2)).toEqual({ 1: 2, 2: 4 });
  });

  it("totals stock and addons times quantity", () => {
    expect(choiceTotal(stocks[2], [90], 3)).toBe(40.5);
    expect(choiceTotal(stocks[2], [], 2)).toBe(24);
    expect(choiceTotal(undefined, [], 2)).toBe(0);
  });

  it("treats a product without extras as its single stock", () => {
    const plain: ProductStock[] = [{ id: 5, price: 3, quantity: 1, extras: [] }];
    expect(findStock(plain, initialSelection(plain))?.id).toBe(5);
  });
});
