import type { z } from "zod";
import { ApiError, TimeoutError, UnauthorizedError } from "./errors";
import { imageUrl } from "./images";
import { errorBodySchema } from "./schemas/envelope";
import { responseText, type Transport } from "./transport";

export const DEFAULT_TIMEOUT_MS = 16_000;
/** Origin used to build request URLs; transports only keep path and query. */
const INTERNAL_ORIGIN = "http://api.internal";

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type Query = Record<string, QueryValue | Record<string, string | number | undefined>>;

export interface ApiClientOptions {
  transport: Transport;
  /** The current language; sent as `lang` on every call. */
  lang?: string;
  /** The selected currency; sent as `currency_id` when set. */
  currencyId?: number | null;
  /** The session's access token; sent as a bearer token when present. */
  token?: string | null;
  /** Prefix for image paths that have no http scheme. */
  imageBase?: string;
  timeoutMs?: number;
  /** Path prefix of the API, `/api/v1` by default. */
  basePath?: string;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  body?: unknown;
  /** Bytes sent as they are (an upload), with their media type, instead of a JSON body. */
  rawBody?: { data: ArrayBuffer | Uint8Array<ArrayBuffer>; type: string };
  schema: S;
}

export interface ApiClient {
  readonly lang: string;
  readonly currencyId: number | null;
  readonly token: string | null;
  request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>>;
  image(path: string | null | undefined): string | undefined;
}

/** Appends query values the way the API reads them: arrays as `k[]`, objects as `k[sub]`. */
export function appendQuery(params: URLSearchParams, query: Query): void {
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else if (typeof value === "object") {
      for (const [sub, subValue] of Object.entries(value)) {
        if (subValue !== undefined) params.append(`${key}[${sub}]`, String(subValue));
      }
    } else {
      params.append(key, String(value));
    }
  }
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const lang = options.lang ?? "en";
  const currencyId = options.currencyId ?? null;
  const token = options.token ?? null;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const basePath = options.basePath ?? "/api/v1";

  async function request<S extends z.ZodType>(path: string, req: RequestOptions<S>): Promise<z.infer<S>> {
    const url = new URL(`${basePath}/${path.replace(/^\/+/, "")}`, INTERNAL_ORIGIN);
    const params = url.searchParams;
    params.set("lang", lang);
    if (currencyId !== null && !params.has("currency_id")) params.set("currency_id", String(currencyId));
    if (req.query) appendQuery(params, req.query);

    const headers = new Headers({ Accept: "application/json" });
    if (token) headers.set("Authorization", `Bearer ${token}`);
    let body: string | ArrayBuffer | Uint8Array<ArrayBuffer> | undefined;
    if (req.rawBody) {
      headers.set("Content-Type", req.rawBody.type);
      body = req.rawBody.data;
    } else if (req.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(req.body);
    }

    const controller = new AbortController();
    const request = new Request(url, { method: req.method ?? "GET", headers, body, signal: controller.signal });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimeoutError(timeoutMs));
      }, timeoutMs);
    });

    try {
      const response = await Promise.race([options.transport(request), timeout]);
      // Each call parses its own answer: the client keeps nothing across calls, and every caller
      // owns the value it gets. A transport's kept text is read as it is (responseText).
      const json: unknown = await Promise.race([responseText(response).then(jsonOrNull, () => null), timeout]);
      if (response.status === 401) {
        const parsed = errorBodySchema.safeParse(json);
        throw new UnauthorizedError(parsed.success ? parsed.data.message : "Unauthorized");
      }
      if (!response.ok) {
        const parsed = errorBodySchema.safeParse(json);
        if (parsed.success) {
          throw new ApiError(response.status, parsed.data.statusCode, parsed.data.message, parsed.data.params);
        }
        throw new ApiError(response.status, `ERROR_${response.status}`, "Something went wrong");
      }
      return req.schema.parse(json) as z.infer<S>;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    lang,
    currencyId,
    token,
    request,
    image: (path) => imageUrl(path, options.imageBase),
  };
}
