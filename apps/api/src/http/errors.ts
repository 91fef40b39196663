import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** An error the API answers with the contract's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly statusCode: string,
    message: string,
    readonly params?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message = "Not found") => new HttpError(404, "ERROR_404", message);
export const unauthorized = () => new HttpError(401, "ERROR_100", "Unauthorized");
export const badRequest = (statusCode: string, message: string, params?: Record<string, string[]>) =>
  new HttpError(400, statusCode, message, params);

/** Turns zod issues into `params:{field:[messages]}`. */
export function validationError(error: z.ZodError): HttpError {
  const params: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    if (!params[field]) params[field] = [];
    params[field].push(issue.message);
  }
  const first = error.issues[0];
  const field = first?.path.map(String).join(".");
  const message = first ? (field ? `${field}: ${first.message}` : first.message) : "Invalid input";
  return new HttpError(400, "ERROR_400", message, params);
}

export function errorBody(statusCode: string, message: string, params?: Record<string, string[]>) {
  return {
    timestamp: new Date().toISOString(),
    status: false as const,
    statusCode,
    message,
    ...(params ? { params } : {}),
  };
}

/** Hono's onError: contract errors pass through; anything else is a logged 500 with no internals. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.statusCode, error.message, error.params), error.status);
  }
  console.error("Unhandled API error", error);
  return c.json(errorBody("ERROR_500", "Something went wrong"), 500);
}
