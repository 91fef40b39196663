import { type CartLine, emptyCart } from "@tiffin/core";
import type { CartChange } from "./cart.server";
import { decodeCart } from "./cart-codec";

function positiveInt(value: FormDataEntryValue | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The change a cart form asks for, or null when it is malformed. */
export function changeFromForm(form: FormData): CartChange | null {
  const intent = form.get("intent");
  const key = String(form.get("key") ?? "");
  switch (intent) {
    case "add": {
      const shopId = positiveInt(form.get("shop_id"));
      const stockId = positiveInt(form.get("stock_id"));
      if (!shopId || !stockId) return null;
      const quantity = Math.min(positiveInt(form.get("quantity")) || 1, 999);
      const addons = [...new Set(form.getAll("addon").map(positiveInt))].filter((id) => id > 0);
      const line: CartLine = {
        stockId,
        shopId,
        quantity,
        price: 0,
        tax: 0,
        discount: 0,
        addons: addons.map((id) => ({ stockId: id, quantity: 1, price: 0 })),
      };
      return { intent: "add", line, replace: form.get("replace") === "1" };
    }
    case "increase":
    case "decrease":
    case "remove":
      return key ? { intent, key } : null;
    case "clear":
      return { intent: "clear" };
    case "save": {
      const text = String(form.get("cart") ?? "");
      const cart = decodeCart(text);
      // An empty text is an empty cart; a non-empty text that reads as nothing is malformed.
      if (text !== "" && cart.lines.length === 0) return null;
      return { intent: "save", cart: text === "" ? emptyCart() : cart };
    }
    default:
      return null;
  }
}
