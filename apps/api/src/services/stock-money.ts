import { convertMinor } from "@tiffin/core";

/** A stock's tax per unit in minor units: price × the product's tax percent, rounded half-up once. */
export function unitTax(priceMinor: number, taxPercent: number): number {
  return convertMinor(priceMinor, taxPercent / 100);
}

/** A line's amounts in minor units: price = (stock price + tax) × quantity, discount × quantity. */
export function lineAmounts(unit: { price: number; tax: number; discount: number }, quantity: number) {
  return {
    price: (unit.price + unit.tax) * quantity,
    tax: unit.tax * quantity,
    discount: unit.discount * quantity,
  };
}
