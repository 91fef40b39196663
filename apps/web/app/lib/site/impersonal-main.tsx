import { createContext, type ReactNode, useContext } from "react";

/**
 * The parts of a signed-in home the Worker takes from the visitors' cached copy
 * (server/cache/impersonal-main.ts, docs/decisions/045 and 050): its <main>, the footer, and the
 * language, currency and theme pickers of the header and of the phone menu. Each shows a customer
 * exactly what it shows a visitor with the same keyed cookies.
 */
export const IMPERSONAL_PARTS = ["main", "footer", "pickers", "menu-pickers"] as const;
export type ImpersonalPartName = (typeof IMPERSONAL_PARTS)[number];

/**
 * The parts this server render leaves to the Worker: it renders a slot in their place, and the
 * Worker streams the cached part into it. Empty in the browser and for every other render: the
 * browser hydrates the parts it received, which are what the page would have rendered.
 */
export const ImpersonalPartsContext = createContext<ReadonlySet<ImpersonalPartName>>(new Set());

/** How every slot begins, byte for byte; its part's name follows, then SLOT_END. */
export const SLOT_START = '<template data-impersonal="';
export const SLOT_END = '"></template>';

/** What React writes for <ImpersonalSlot name={name} /> (a test holds the two together). */
export const slotFor = (name: ImpersonalPartName) => `${SLOT_START}${name}${SLOT_END}`;

export function ImpersonalSlot({ name }: { name: ImpersonalPartName }) {
  return <template data-impersonal={name} />;
}

/** Whether this render leaves the part `name` to the Worker. */
export function useImpersonalPart(name: ImpersonalPartName): boolean {
  return useContext(ImpersonalPartsContext).has(name);
}

/**
 * A part other than the main: its one root element carries `data-part={name}`, by which the Worker
 * finds it in the visitors' page; in a render that leaves it to the Worker, its slot instead.
 */
export function ImpersonalPart({ name, children }: { name: Exclude<ImpersonalPartName, "main">; children: ReactNode }) {
  return useImpersonalPart(name) ? <ImpersonalSlot name={name} /> : children;
}
