/**
 * The product's error catalogue: any error is reduced to a message plus a statusCode taken from the error's statusCode,
 * its status, or its response status; default 500.
 */
export function statusCodeOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}

export const NOT_FOUND_MESSAGE = 'PAGE YOU ARE LOOKING IS NOT FOUND';
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

export function errorMessageFor(statusCode: number): string {
  return statusCode === 404 ? NOT_FOUND_MESSAGE : GENERIC_ERROR_MESSAGE;
}

/** The page title of the error page (the product's error page). */
export function errorTitle(statusCode: number): string {
  return `Error ${statusCode}`;
}
