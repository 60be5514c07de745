import type * as SentryTypes from '@sentry/react';

/**
 * Error reporting (Sentry), off unless the build sets `VITE_SENTRY_DSN`. The SDK loads lazily,
 * after the page, and sends through our `/api/monitoring` tunnel (same origin: no CSP or
 * blocker trouble, no third-party request on load). Nothing personal is attached.
 */
const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;

type SentryModule = typeof SentryTypes;

let sentry: Promise<SentryModule | undefined> | undefined;

function loadSentry(): Promise<SentryModule | undefined> {
  sentry ??= dsn
    ? import('@sentry/react')
        .then((Sentry) => {
          Sentry.init({ dsn, tunnel: '/api/monitoring', environment: location.hostname });
          return Sentry;
        })
        .catch(() => undefined)
    : Promise.resolve(undefined);
  return sentry;
}

/** Reports an error with what was being done (spec section 8: failed calls go to error reporting). */
export function reportError(error: unknown, what: string, extra: Readonly<Record<string, unknown>> = {}): void {
  if (!dsn) {
    console.warn(`${what}:`, error);
    return;
  }
  void loadSentry().then((Sentry) => Sentry?.captureException(error, { tags: { what }, extra }));
}

/** Starts error reporting once the page is idle, so its own handlers catch what goes wrong later. */
export function startErrorReporting(): void {
  if (!dsn) return;
  const start = () => void loadSentry();
  if ('requestIdleCallback' in window) requestIdleCallback(start);
  else setTimeout(start, 2_000);
}
