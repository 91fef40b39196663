/**
 * The scaffold every model-based machine test shares: pin the number of
 * generated paths, then, for each path, start the real machine wired to fresh
 * fakes, check it against the model's initial state, and walk the path,
 * checking it against the model after every step. Only the model, the harness,
 * the check and what each model event does differ from machine to machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, type EventObject, type Snapshot } from "xstate";
import type { TestModel, TestParam } from "xstate/graph";

/** A real machine under test, started, behind whatever fakes it talks to. */
export interface Harness {
  actor: { send(event: never): void };
}

/** A model event step, as far as sending it on to the real machine needs. */
type Step = { event: { type: string } };

export interface ModelOptions<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, H extends Harness> {
  model: TestModel<TSnapshot, TEvent, unknown>;
  /** Which paths to walk: shortest by default. */
  paths?: "shortest" | "simple";
  /** The pinned number of paths, so a change to the machine's behaviour shows up as a changed count. */
  pathCount: number;
  /** Names each path's test `label: description` where a machine has several models. */
  label?: string;
  /** The real machine wired to fresh fakes, started (and brought to where the model starts). */
  harness: () => H;
  /** Checks the real machine and its fakes against a state of the model. */
  check: (h: H, m: TSnapshot) => void;
  /** Model events the real machine receives as they are. */
  send?: ReadonlyArray<TEvent["type"]>;
  /** What the other model events do (answer or fail a fake call, move the clock, ...); `send` passes one on. */
  events?: (h: H, send: (step: Step) => void) => TestParam<TSnapshot, TEvent>["events"];
}

/** One model's paths, each ready to run as a test. */
export interface ModelPaths {
  kind: "shortest" | "simple";
  pathCount: number;
  tests: Array<{ name: string; run: () => Promise<void> }>;
}

export function modelPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, H extends Harness>(
  options: ModelOptions<TSnapshot, TEvent, H>,
): ModelPaths {
  const { model, label, harness, check } = options;
  const kind = options.paths ?? "shortest";
  const paths = kind === "simple" ? model.getSimplePaths() : model.getShortestPaths();
  return {
    kind,
    pathCount: options.pathCount,
    tests: paths.map((path) => ({
      name: label ? `${label}: ${path.description}` : path.description,
      run: async () => {
        const h = harness();
        check(h, createActor(model.testLogic).getSnapshot());
        const send = ({ event }: Step) => {
          h.actor.send(event as never);
        };
        const events = {
          ...Object.fromEntries((options.send ?? []).map((type) => [type, send])),
          ...options.events?.(h, send),
        } as TestParam<TSnapshot, TEvent>["events"];
        await path.test({ states: { "*": (m) => check(h, m) }, events });
      },
    })),
  };
}

export interface DescribeOptions {
  /** Run each test under vitest's fake timers. */
  fakeTimers?: boolean;
}

/** A machine tested through several models: one pinning test for all their counts, then every path of each. */
export function describeModels(name: string, models: ModelPaths[], options: DescribeOptions = {}): void {
  describe(name, () => {
    if (options.fakeTimers) {
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });
    }

    const only = models.length === 1 ? models[0] : undefined;
    it(only ? `pins the number of ${only.kind} paths` : "pins the number of paths", () => {
      for (const { tests, pathCount } of models) expect(tests.length).toBe(pathCount);
    });

    for (const { tests } of models) {
      for (const test of tests) it(test.name, test.run);
    }
  });
}

/** A machine tested through one model. */
export function describeModel<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, H extends Harness>(
  name: string,
  options: ModelOptions<TSnapshot, TEvent, H> & DescribeOptions,
): void {
  describeModels(name, [modelPaths(options)], options);
}
