import { useRevalidator } from "@remix-run/react";
import { type Cart, cartMachine } from "@tiffin/core";
import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { encodeCart } from "../../lib/cart/cart-codec";

type SaveAnswer = { ok: true; cart: Cart } | { ok: false; error: string; message?: string };

/** Writes the whole cart where it lives (POST /cart/save); a refusal throws with its reason. */
async function postCart(cart: Cart): Promise<Cart> {
  const body = new FormData();
  body.set("cart", encodeCart(cart));
  const response = await fetch("/cart/save", { method: "POST", body, headers: { Accept: "application/json" } });
  const answer = (await response.json().catch(() => ({ ok: false, error: "server" }))) as SaveAnswer;
  if (!answer.ok) throw Object.assign(new Error(answer.message ?? answer.error), { code: answer.error });
  return answer.cart;
}

/**
 * core's cart machine in the page: every change is applied at once with core's rules and then
 * stored (the visitor's cookie, or the server cart with rollback when the server refuses). The
 * page's loaders run again after each write, so the API's totals and the header count follow.
 */
export function useCartMachine(initial: Cart, signedIn: boolean) {
  const revalidator = useRevalidator();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [snapshot, send] = useMachine(
    cartMachine.provide({
      actions: {
        saveLocalCart: (_, { cart }) => {
          postCart(cart).then(
            () => {
              setSaveError(null);
              revalidator.revalidate();
            },
            (error: { code?: string; message?: string }) => {
              setSaveError(error.code ?? "server");
              revalidator.revalidate();
            },
          );
        },
        clearLocalCart: () => {},
      },
      actors: {
        // The sign-in already pushed the visitor's lines (the login action); this is the server cart.
        pushLocalCart: fromPromise(async ({ input }) => input.cart),
        saveServerCart: fromPromise(async ({ input }) => {
          const cart = await postCart(input.next);
          revalidator.revalidate();
          return cart;
        }),
      },
    }),
    { input: { cart: initial, signedIn } },
  );
  return { snapshot, send, saveError };
}
