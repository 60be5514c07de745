import type * as SentryTypes from '@sentry/react';
import { scrubReport } from './scrubReport';

/**
 * Error reporting (Sentry), off unless the build sets `VITE_SENTRY_DSN`. The SDK loads lazily,
 * after the page, and sends through our `/api/monitoring` tunnel (same origin: no CSP or
 * blocker trouble, no third-party request on load). Nothing personal is attached: data collection
 * is off, and every event, transaction and breadcrumb goes through {@link scrubReport}.
 */
const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
/** Share of page loads traced (`VITE_SENTRY_TRACES_SAMPLE_RATE`, 0–1; default 0.1). */
const tracesSampleRate = Math.min(
  1,
  Math.max(0, Number(import.meta.env.VITE_SENTRY_TRACES_SAMPLE_RATE ?? 0.1) || 0),
);

/**
 * The render span timeout of spec section 7: a page-load or navigation span ends once 2000 ms
 * pass without new child spans (rendering, requests), Sentry's `idleTimeout`.
 */
const RENDER_SPAN_TIMEOUT_MS = 2_000;

type SentryModule = typeof SentryTypes;

let sentry: Promise<SentryModule | undefined> | undefined;

function loadSentry(): Promise<SentryModule | undefined> {
  sentry ??= dsn
    ? import('@sentry/react')
        .then((Sentry) => {
          Sentry.init({
            dsn,
            tunnel: '/api/monitoring',
            environment: location.hostname,
            // Sentry 11's data collection: no user fields, cookies, headers, query parameters or bodies.
            dataCollection: {
              userInfo: false,
              cookies: false,
              httpHeaders: false,
              urlQueryParams: false,
              httpBodies: [],
            },
            integrations: [
              Sentry.browserTracingIntegration({ idleTimeout: RENDER_SPAN_TIMEOUT_MS }),
            ],
            tracesSampleRate,
            beforeSend: (event) => scrubReport(event),
            beforeSendTransaction: (event) => scrubReport(event),
            beforeBreadcrumb: (breadcrumb) =>
              breadcrumb.category === 'console' ? null : scrubReport(breadcrumb),
          });
          return Sentry;
        })
        .catch(() => undefined)
    : Promise.resolve(undefined);
  return sentry;
}

/** Reports an error with what was being done (spec section 8: failed calls go to error reporting). */
export function reportError(
  error: unknown,
  what: string,
  extra: Readonly<Record<string, unknown>> = {},
): void {
  if (!dsn) {
    console.warn(`${what}:`, error);
    return;
  }
  void loadSentry().then((Sentry) => Sentry?.captureException(error, { tags: { what }, extra }));
}

/**
 * Starts error reporting, so its own handlers catch what goes wrong later; called once the page is
 * idle (app/startApp.tsx). It schedules nothing itself: the scheduler reports its jobs' errors
 * here, and importing it back would be an import circle.
 */
export function startErrorReporting(): void {
  if (dsn) void loadSentry();
}
