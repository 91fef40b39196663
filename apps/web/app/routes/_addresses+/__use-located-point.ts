import { type Address, addressMachine } from "@tiffin/core";
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";

interface Point {
  latitude: number;
  longitude: number;
}

function browserPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error("Geolocation is not available"));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { timeout: 10_000 },
    );
  });
}

/**
 * "Use my location" through the core address machine: the browser's position, or the stored
 * location when geolocation fails or is refused (SPEC.md section 8). Saved addresses need
 * sign-in, so a visitor's list is empty here.
 */
export function useLocatedPoint(stored: Point) {
  const machine = useMemo(
    () =>
      addressMachine.provide({
        actors: {
          loadAddresses: fromPromise<Address[]>(async () => []),
          geolocate: fromPromise<Point>(browserPosition),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: { storedLocation: stored } });
  return {
    location: state.context.location,
    locating: state.matches("locating"),
    locate: () => send({ type: "address.locate" }),
  };
}
