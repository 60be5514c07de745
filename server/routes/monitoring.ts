import { Hono } from 'hono';
import { jsonTooDeep, MAX_JSON_DEPTH } from '../jsonDepth';
import type { Logger } from '../logger';

/** Where a Sentry DSN sends envelopes: `https://<key>@<host>/<project>` → `https://<host>/api/<project>/envelope/`. */
function envelopeUrl(
  dsn: string,
): { readonly url: string; readonly host: string; readonly project: string } | undefined {
  try {
    const parsed = new URL(dsn);
    const project = parsed.pathname.replace(/^\/+/, '');
    if (!/^\d+$/.test(project)) return undefined;
    return {
      url: `${parsed.protocol}//${parsed.host}/api/${project}/envelope/`,
      host: parsed.host,
      project,
    };
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/monitoring`: the Sentry tunnel. The browser sends its envelopes here (same origin,
 * so no CSP change and no blocked third-party request); the server forwards those addressed to
 * the configured project (`SENTRY_DSN`) and refuses the rest.
 */
export function monitoringRoutes(sentryDsn: string | undefined, logger: Logger) {
  const target = sentryDsn ? envelopeUrl(sentryDsn) : undefined;
  return new Hono().post('/', async (c) => {
    if (!target) return c.json({ error: 'Error reporting is not configured (SENTRY_DSN).' }, 404);
    const envelope = await c.req.text();
    const firstLine = envelope.slice(
      0,
      envelope.indexOf('\n') === -1 ? undefined : envelope.indexOf('\n'),
    );
    if (jsonTooDeep(firstLine))
      return c.json(
        { error: `The envelope's header nests deeper than ${MAX_JSON_DEPTH} levels.` },
        400,
      );
    let header: { dsn?: unknown };
    try {
      header = JSON.parse(firstLine) as { dsn?: unknown };
    } catch {
      return c.json(
        { error: 'The body is not a Sentry envelope (its first line is not JSON).' },
        400,
      );
    }
    const addressed = typeof header.dsn === 'string' ? envelopeUrl(header.dsn) : undefined;
    if (!addressed || addressed.host !== target.host || addressed.project !== target.project) {
      return c.json({ error: 'The envelope is not for this site’s project.' }, 400);
    }
    try {
      const forwarded = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: envelope,
        signal: AbortSignal.timeout(5_000),
      });
      return c.json({ forwarded: forwarded.ok }, forwarded.ok ? 200 : 502);
    } catch (error) {
      logger.warn({ err: error }, 'sentry tunnel failed');
      return c.json({ error: 'Error reporting did not answer.' }, 502);
    }
  });
}
