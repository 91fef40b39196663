import { useRevalidator } from "@remix-run/react";
import { type Cart, cartMachine } from "@tiffin/core";
import { useMachine } from "@xstate/react";
import { useCallback, useState } from "react";
import { fromPromise } from "xstate";
import { encodeCart } from "../../lib/cart/cart-codec";
import { useFetcherAnswer } from "../../lib/use-fetcher-answer";
import type { CartActionResult } from "../../routes/_cart+/cart";

/**
 * Writes the whole cart through /cart's action (`intent=save`), the one write path the no-JavaScript
 * forms use too: the stored cart, or a throw with the refusal's reason.
 */
function useCartSave() {
  const call = useFetcherAnswer<CartActionResult>();
  return useCallback(
    async (cart: Cart): Promise<Cart> => {
      const answer = await call.submit({ intent: "save", cart: encodeCart(cart) }, "/cart");
      if (answer?.ok) return answer.cart;
      const code = answer ? answer.error : "server";
      throw Object.assign(new Error((answer ? answer.message : undefined) ?? code), { code });
    },
    [call],
  );
}

/**
 * core's cart machine in the page: every change is applied at once with core's rules and then
 * stored (the visitor's cookie, or the server cart with rollback when the server refuses). A stored
 * write runs the page's loaders again (the fetcher's revalidation), so the API's totals and the
 * header count follow; a refused one re-reads them too.
 */
export function useCartMachine(initial: Cart, signedIn: boolean) {
  const revalidator = useRevalidator();
  const save = useCartSave();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [snapshot, send] = useMachine(
    cartMachine.provide({
      actions: {
        saveLocalCart: (_, { cart }) => {
          save(cart).then(
            () => setSaveError(null),
            (error: { code?: string }) => {
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
        saveServerCart: fromPromise(async ({ input }) =>
          save(input.next).catch((error: unknown) => {
            revalidator.revalidate();
            throw error;
          }),
        ),
      },
    }),
    { input: { cart: initial, signedIn } },
  );
  return { snapshot, send, saveError };
}
