import type { ServerOptions } from 'node:http';

/** How long a request (its headers and its whole body) may take to arrive. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The Node HTTP server's timeouts: a request's headers and its body must arrive within
 * `requestTimeoutMs` (Node waits 300 s for a body by default, so 20 slow uploads could hold
 * their share of the server for five minutes; PITFALLS, `requestTimeout`). Node checks the
 * timeouts every `connectionsCheckingInterval` (30 s by default): checked each second here, a
 * request is cut within a second of its deadline. Node answers such a request 408 itself.
 *
 * @example serve({ fetch: app.fetch, port, serverOptions: httpServerOptions() })
 */
export function httpServerOptions(requestTimeoutMs: number = REQUEST_TIMEOUT_MS): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
  };
}
