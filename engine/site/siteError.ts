/**
 * An error as the site shows and reports it (spec section 8): every thrown thing is normalised
 * to this shape, so the error page, the server and error reporting read one thing.
 */
export interface SiteError {
  readonly message: string;
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data?: unknown;
  /** A fatal error replaces the page with the error page. */
  readonly fatal: boolean;
  /** Thrown by code that did not mean to (a bug), not raised on purpose. */
  readonly unhandled: boolean;
}

const statusMessages: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * A site error with its defaults filled in (status 500, the status's standard message).
 *
 * @example createSiteError({ statusCode: 404, message: 'Page not found: /nope' })
 */
export function createSiteError(
  input: Partial<SiteError> & { readonly message: string },
): SiteError {
  const statusCode = input.statusCode ?? 500;
  return {
    message: input.message,
    statusCode,
    statusMessage: input.statusMessage ?? statusMessages[statusCode] ?? 'Error',
    ...(input.data !== undefined && { data: input.data }),
    fatal: input.fatal ?? false,
    unhandled: input.unhandled ?? false,
  };
}

/** Whether a value already has the {@link SiteError} shape. */
function isSiteError(value: unknown): value is SiteError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SiteError>;
  return (
    typeof candidate.message === 'string' &&
    typeof candidate.statusCode === 'number' &&
    typeof candidate.fatal === 'boolean'
  );
}

/**
 * Anything thrown, as a {@link SiteError}: a site error (also one carried as an Error's
 * `cause` or a not-found's `data`) passes through; any other error is an unhandled 500 with its message.
 */
export function normaliseError(error: unknown): SiteError {
  if (isSiteError(error)) return error;
  if (typeof error === 'object' && error !== null) {
    const carried =
      (error as { cause?: unknown; data?: unknown }).cause ?? (error as { data?: unknown }).data;
    if (isSiteError(carried)) return carried;
  }
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  return createSiteError({ message, statusCode: 500, fatal: true, unhandled: true });
}

/** The error of an unmatched route: a non-fatal 404 (spec section 8). */
export const pageNotFound = (fullPath: string) =>
  createSiteError({ message: `Page not found: ${fullPath}`, statusCode: 404, fatal: false });

/** The error of a failed route validation rule: a fatal 404 (spec section 8). */
export const validationFailed = (fullPath: string) =>
  createSiteError({ message: `Page Not Found: ${fullPath}`, statusCode: 404, fatal: true });

/** A route names a middleware the site does not have (spec section 8). */
export const unknownMiddleware = (name: string) =>
  createSiteError({ message: `Unknown route middleware: '${name}'`, statusCode: 500, fatal: true });

/** Crawler-like user agents get no rendered error page (spec section 2, root layout). */
export function isCrawler(userAgent: string): boolean {
  return /bot|lighthouse|facebookexternalhit|facebook|google/i.test(userAgent);
}
