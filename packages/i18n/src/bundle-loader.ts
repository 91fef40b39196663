import type { BackendModule, ReadCallback } from "i18next";
import type { Bundle } from "./bundled-resources";
import { LOCALES_LOAD_PATH } from "./locale-config";

/** The part of a fetch Response the loader reads. */
export interface BundleResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** `fetch`, or anything shaped like it: a test double, a Worker's asset binding, a file reader. */
export type BundleFetch = (url: string) => Promise<BundleResponse>;

/** SPEC.md section 9: 10 parallel reads, 5 retries, 350 ms first retry delay, doubling. */
export const BUNDLE_LOADING = {
  maxParallelReads: 10,
  maxRetries: 5,
  retryDelayMs: 350,
} as const;

export interface BundleLoaderOptions {
  fetch: BundleFetch;
  /** URL template with {{lng}} and {{ns}}; /locales/{{lng}}/{{ns}}.json by default. */
  loadPath?: string;
  maxParallelReads?: number;
  maxRetries?: number;
  retryDelayMs?: number;
  /** Waits between retries; setTimeout by default (fake timers drive it in tests). */
  wait?: (ms: number) => Promise<void>;
}

export class BundleLoadError extends Error {
  readonly url: string;
  readonly status: number | undefined;
  /** Network failures and 408/429/5xx are worth another try; a 404 or bad JSON is not. */
  readonly retryable: boolean;

  constructor(message: string, url: string, status: number | undefined, retryable: boolean) {
    super(message);
    this.name = "BundleLoadError";
    this.url = url;
    this.status = status;
    this.retryable = retryable;
  }
}

export interface BundleLoader {
  /** Reads one namespace bundle, retrying transient failures. */
  load(lng: string, ns: string): Promise<Bundle>;
  /** Reads every (lng, ns) pair into an i18next resources object. */
  loadAll(lngs: readonly string[], namespaces: readonly string[]): Promise<Record<string, Record<string, Bundle>>>;
  /** An i18next backend module reading through this loader. */
  backend: BackendModule;
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function isBundle(value: unknown): value is Bundle {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A bundle loader with its own read queue. State lives in the returned object, never in the
 * module, so each request on the server can build its own.
 */
export function createBundleLoader(options: BundleLoaderOptions): BundleLoader {
  const loadPath = options.loadPath ?? LOCALES_LOAD_PATH;
  const maxParallelReads = options.maxParallelReads ?? BUNDLE_LOADING.maxParallelReads;
  const maxRetries = options.maxRetries ?? BUNDLE_LOADING.maxRetries;
  const retryDelayMs = options.retryDelayMs ?? BUNDLE_LOADING.retryDelayMs;
  const wait = options.wait ?? defaultWait;

  let reading = 0;
  const queue: Array<() => void> = [];

  function takeSlot(): Promise<void> {
    if (reading < maxParallelReads) {
      reading += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => queue.push(resolve));
  }

  function releaseSlot(): void {
    const next = queue.shift();
    // The slot passes straight to the next waiting read; the count stays the same.
    if (next) next();
    else reading -= 1;
  }

  async function readOnce(url: string): Promise<Bundle> {
    await takeSlot();
    try {
      let response: BundleResponse;
      try {
        response = await options.fetch(url);
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new BundleLoadError(`Could not read ${url}: ${reason}`, url, undefined, true);
      }
      if (!response.ok) {
        throw new BundleLoadError(
          `Could not read ${url}: HTTP ${response.status}`,
          url,
          response.status,
          isRetryableStatus(response.status),
        );
      }
      let data: unknown;
      try {
        data = await response.json();
      } catch {
        throw new BundleLoadError(`${url} is not valid JSON`, url, response.status, false);
      }
      if (!isBundle(data)) throw new BundleLoadError(`${url} is not a bundle object`, url, response.status, false);
      return data;
    } finally {
      releaseSlot();
    }
  }

  async function load(lng: string, ns: string): Promise<Bundle> {
    const url = loadPath.replace("{{lng}}", encodeURIComponent(lng)).replace("{{ns}}", encodeURIComponent(ns));
    let delay = retryDelayMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await readOnce(url);
      } catch (error) {
        const retryable = error instanceof BundleLoadError && error.retryable;
        if (!retryable || attempt >= maxRetries) throw error;
        // The slot is free while waiting, so other bundles keep loading.
        await wait(delay);
        delay *= 2;
      }
    }
  }

  async function loadAll(lngs: readonly string[], namespaces: readonly string[]) {
    const pairs = lngs.flatMap((lng) => namespaces.map((ns) => [lng, ns] as const));
    const bundles = await Promise.all(pairs.map(([lng, ns]) => load(lng, ns)));
    const resources: Record<string, Record<string, Bundle>> = {};
    pairs.forEach(([lng, ns], index) => {
      const bundle = bundles[index];
      if (!bundle) return;
      resources[lng] ??= {};
      (resources[lng] as Record<string, Bundle>)[ns] = bundle;
    });
    return resources;
  }

  const backend: BackendModule = {
    type: "backend",
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      // Retries already happened here; `false` tells i18next not to retry once more.
      load(language, namespace).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };

  return { load, loadAll, backend };
}
