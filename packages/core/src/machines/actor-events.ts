import type { ErrorActorEvent } from "xstate";

/**
 * What an invoked actor failed with, as the params of a machine's error action:
 * `onError: { actions: { type: "failed", params: failureOf } }`.
 */
export const failureOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;
