import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { type RefusalText, refusalSentence } from "./refusal-messages";
import { issueSentence } from "./validation-messages";

/**
 * An error the API answers with the contract's error shape. Its English `message` is answered as
 * it is to English requests; other languages get its sentence from the "errors" bundle, by the
 * `text` it carries or else by its words (refusal-messages.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly statusCode: string,
    message: string,
    readonly params?: Record<string, string[]>,
    readonly text?: RefusalText,
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

/** An answered error's message and field sentences in the request's language. */
function inRequestLanguage(error: HttpError, lang: string | undefined) {
  const message = refusalSentence(error.message, lang, error.text);
  if (!error.params) return { message };
  const params = Object.fromEntries(
    Object.entries(error.params).map(([field, sentences]) => [
      field,
      sentences.map((sentence) => refusalSentence(sentence, lang)),
    ]),
  );
  return { message, params };
}

/**
 * Hono's onError: contract errors pass through, worded in the request's language; anything else
 * is a logged 500 with no internals.
 */
export function handleError(error: Error, c: Context) {
  const lang = c.get("lang") as string | undefined;
  if (error instanceof HttpError) {
    const { message, params } = inRequestLanguage(error, lang);
    return c.json(errorBody(error.statusCode, message, params), error.status);
  }
  console.error("Unhandled API error", error);
  return c.json(errorBody("ERROR_500", refusalSentence("Something went wrong", lang)), 500);
}
