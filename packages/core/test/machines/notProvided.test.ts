import { describe, expect, it } from "vitest";
import { type AnyActorLogic, createActor, toPromise } from "xstate";
import { addressMachine } from "../../src/machines/address.js";
import { cartMachine } from "../../src/machines/cart.js";
import { checkoutMachine } from "../../src/machines/checkout.js";
import { groupOrderMachine } from "../../src/machines/groupOrder.js";
import { notificationsMachine } from "../../src/machines/notifications.js";
import { preferencesMachine } from "../../src/machines/preferences.js";
import { searchMachine } from "../../src/machines/search.js";
import { sessionMachine } from "../../src/machines/session.js";

// Every side effect is injected with machine.provide(); one left out must fail loudly, naming
// the machine and the missing actor, instead of silently doing nothing.
const machines = {
  address: addressMachine,
  cart: cartMachine,
  checkout: checkoutMachine,
  groupOrder: groupOrderMachine,
  notifications: notificationsMachine,
  preferences: preferencesMachine,
  search: searchMachine,
  session: sessionMachine,
};

// Defaults that are meant to run: signing out remotely is best effort, a no-op until provided.
const harmlessDefaults = new Set(["session.signOutRemotely"]);

describe("actors that were not provided", () => {
  it("leaves signing out remotely as a harmless no-op by default", async () => {
    const logic = sessionMachine.implementations.actors.signOutRemotely as AnyActorLogic;
    const actor = createActor(logic, { input: { token: null } });
    const result = toPromise(actor);
    actor.start();
    await expect(result).resolves.toBeUndefined();
  });

  for (const [name, machine] of Object.entries(machines)) {
    const actors = (Object.entries(machine.implementations.actors) as Array<[string, AnyActorLogic]>).filter(
      ([actorName]) => !harmlessDefaults.has(`${name}.${actorName}`),
    );

    it(`${name}: every default actor rejects with "${name}: <actor> was not provided"`, async () => {
      expect(actors.length).toBeGreaterThan(0);
      for (const [actorName, logic] of actors) {
        const actor = createActor(logic, { input: {} });
        const result = toPromise(actor);
        actor.start();
        await expect(result).rejects.toThrow(`${name}: ${actorName} was not provided`);
      }
    });
  }
});
