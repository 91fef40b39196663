import { createContext, useContext } from "react";

/**
 * True while the server renders a signed-in page whose <main> the Worker takes from the visitors'
 * cached copy (server/cache/impersonal-main.ts, docs/decisions/045): the page renders the slot
 * below in its place, and the Worker puts the cached <main> there. The browser never sees the
 * slot: it hydrates the <main> it received, which is what the page would have rendered.
 */
export const ImpersonalMainContext = createContext(false);

/** What React writes for <ImpersonalMainSlot />, byte for byte (a test holds the two together). */
export const IMPERSONAL_MAIN_SLOT = '<template data-impersonal-main=""></template>';

export function ImpersonalMainSlot() {
  return <template data-impersonal-main="" />;
}

/** Whether this render leaves the page's <main> to the Worker. */
export function useImpersonalMain(): boolean {
  return useContext(ImpersonalMainContext);
}
