/** A failed /api/v1 call, carrying the contract's error fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusCode: string;
  readonly params: Record<string, string[]> | undefined;

  constructor(status: number, statusCode: string, message: string, params?: Record<string, string[]>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.statusCode = statusCode;
    this.params = params;
  }
}

/** The distinct signal for HTTP 401: the app signs the user out when it sees this. */
export class UnauthorizedError extends ApiError {
  constructor(message = "Unauthorized") {
    super(401, "ERROR_100", message);
    this.name = "UnauthorizedError";
  }
}

/** The call did not answer within the client's timeout. */
export class TimeoutError extends ApiError {
  constructor(ms: number) {
    super(0, "TIMEOUT", `Request timed out after ${ms} ms`);
    this.name = "TimeoutError";
  }
}

export function isUnauthorized(error: unknown): error is UnauthorizedError {
  return error instanceof UnauthorizedError;
}
