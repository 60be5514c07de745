import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mountStaticSite } from '../../server/staticSite';

/** A running bench server: its port on 127.0.0.1 and how to stop it. */
export interface Listening {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** Serves `fetch` on a free port of 127.0.0.1. */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<Listening> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Serves a built floor the way our server serves the site: files through `mountStaticSite`
 * (precompressed twins, the same cache headers) and the page from a route, compressed on the fly
 * like our pages are.
 */
export function serveFloor(dir: string): Promise<Listening> {
  const app = new Hono();
  mountStaticSite(app, dir);
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  app.get('/', (c) => c.html(page));
  return listen(app.fetch);
}
