import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { issueSentence } from "./validation-messages";

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

type Issue = z.core.$ZodIssue;

/**
 * A union that matched no branch reports each branch's issues; the branch that came closest
 * (fewest issues, the first on a tie) says which fields are wrong, so its issues stand in for the
 * union's, keyed by their own fields rather than by the union's place.
 */
function flatIssues(
  issues: readonly Issue[],
  context: { input: unknown; lang: string | undefined },
  prefix: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      if (closest.length > 0) return flatIssues(closest, context, path);
    }
    if (issue.code === "invalid_type" && path.length === 0 && issue.expected === "object") {
      return [{ path, message: "The request body must be a JSON object" }];
    }
    return [{ path, message: issueSentence(issue, path, context.input, context.lang) }];
  });
}

/**
 * Turns zod issues into `params:{field:[messages]}`, each a sentence in `lang` (the request's
 * language; English when unknown) read from what was sent (`input`); the answer's message is the
 * first field's sentence, never prefixed with the field's path.
 */
export function validationError(error: z.ZodError, lang?: string, input?: unknown): HttpError {
  const issues = flatIssues(error.issues, { input, lang });
  const params: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_";
    if (!params[field]) params[field] = [];
    params[field].push(issue.message);
  }
  const message = issues[0]?.message ?? "Invalid input";
  return new HttpError(400, "ERROR_400", message, params);
}

/** A body that is not JSON at all. */
export const malformedJson = () =>
  new HttpError(400, "ERROR_400", "Malformed JSON body", { _: ["Malformed JSON body"] });

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
