/**
 * Calls to a fake server wait in a queue until the test answers them, so a
 * model step can decide whether the server succeeds or fails.
 */
interface Waiting {
  name: string;
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Cancellable {
  addEventListener(type: "abort", listener: () => void): void;
}

export class CallQueue {
  private waiting: Waiting[] = [];

  /** Queue a call; a call whose actor stops (signal aborted) is dropped, as a cancelled request. */
  call<T>(name: string, run: () => T, signal?: Cancellable): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { name, run, resolve: resolve as (value: unknown) => void, reject };
      this.waiting.push(waiting);
      signal?.addEventListener("abort", () => {
        this.waiting = this.waiting.filter((w) => w !== waiting);
      });
    });
  }

  get pending(): string[] {
    return this.waiting.map((w) => w.name);
  }

  /** Run the oldest call against the fake server and answer with its result (or its error). */
  async answer(name: string): Promise<void> {
    const call = this.take(name);
    try {
      call.resolve(call.run());
    } catch (error) {
      call.reject(error);
    }
    await settle();
  }

  /** Fail the oldest call without touching the fake server. */
  async fail(name: string, message = "Server error"): Promise<void> {
    this.take(name).reject({ statusCode: "ERROR_400", message });
    await settle();
  }

  private take(name: string): Waiting {
    const index = this.waiting.findIndex((w) => w.name === name);
    const call = this.waiting[index];
    if (!call) throw new Error(`no pending ${name} call (pending: ${this.pending.join(", ") || "none"})`);
    this.waiting.splice(index, 1);
    return call;
  }
}

/** Let promise callbacks and the actor's reactions run. */
export async function settle(ticks = 20): Promise<void> {
  for (let i = 0; i < ticks; i++) await Promise.resolve();
}
