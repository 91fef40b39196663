import { type Cart, emptyCart } from "../../src/rules/cart.js";

/** The visitor cart's own store, in memory (a browser would use localStorage). */
export function createMemoryCartStore(initial: Cart = emptyCart()) {
  let saved: string = JSON.stringify(initial);
  return {
    save(cart: Cart) {
      saved = JSON.stringify(cart);
    },
    clear() {
      saved = JSON.stringify(emptyCart());
    },
    read(): Cart {
      return JSON.parse(saved) as Cart;
    },
  };
}
