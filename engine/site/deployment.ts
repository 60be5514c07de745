import type { RedirectRule } from '../../schemas/siteConfig';

/** How often the site asks whether a new build is out (the spec leaves it open). */
const BUILD_POLL_MS = 5 * 60 * 1000;
/** A chunk-load error reloads a path at most once in this time (spec section 9). */
const CHUNK_RELOAD_GUARD_MS = 10_000;

/** What the latest-build descriptor request answered. */
export interface BuildAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A build's meta (`builds/meta/{id}.json`): its route rules. */
interface BuildMeta {
  readonly id: string;
  readonly routeRules: Readonly<Record<string, RedirectRule>>;
}

export interface BuildWatcherDeps {
  /** `GET /builds/latest.json?ts=<now>`. */
  readonly fetchLatest: () => Promise<BuildAnswer>;
  /** `GET /builds/meta/{id}.json` of a new build (spec section 7): its route rules. */
  readonly fetchMeta?: (id: string) => Promise<BuildAnswer>;
  /**
   * The running bundle's own build id (the page's `<meta name="build-id">`, written by the build).
   * Absent (the dev server): the first id the descriptor names is taken as the running one.
   */
  readonly running?: string | undefined;
  /** A new build is out, with its meta when it could be read: the site reloads on the next navigation. Called once. */
  readonly onNewBuild: (id: string, meta: BuildMeta | undefined) => void;
  /** An answer that is neither a descriptor nor a tolerated 403/404 (spec section 7). */
  readonly onError: (error: Error) => void;
  readonly intervalMs?: number;
}

/** A build meta answer's route rules, or `undefined` when it is not one of build `id`. */
function readBuildMeta(id: string, { status, body }: BuildAnswer): BuildMeta | undefined {
  if (status !== 200 || typeof body !== 'object' || body === null) return undefined;
  const { id: metaId, routeRules } = body as { id?: unknown; routeRules?: unknown };
  if (metaId !== id || typeof routeRules !== 'object' || routeRules === null) return undefined;
  return { id, routeRules: routeRules as BuildMeta['routeRules'] };
}

/**
 * Deployment detection (spec section 4): asks for the latest build id now and then periodically;
 * an id other than the running bundle's own (`running`; without it, the first id seen) means a
 * new deployment, whose meta (`builds/meta/{id}.json`, its route rules) is fetched before it is
 * announced. 404 and 403 are tolerated (no descriptor published); other failures are reported.
 *
 * @returns a function that stops the polling
 */
export function watchForNewBuild({
  fetchLatest,
  fetchMeta,
  running: own,
  onNewBuild,
  onError,
  intervalMs = BUILD_POLL_MS,
}: BuildWatcherDeps): () => void {
  let running: string | undefined = own;
  let stopped = false;
  const check = async () => {
    try {
      const { status, body } = await fetchLatest();
      if (status === 404 || status === 403) return;
      const id =
        typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
      if (status !== 200 || typeof id !== 'string' || id === '')
        throw new Error(`The latest-build descriptor answered ${status} without an id.`);
      if (running === undefined) running = id;
      else if (id !== running && !stopped) {
        stopped = true;
        clearInterval(timer);
        let meta: BuildMeta | undefined;
        try {
          meta = fetchMeta ? readBuildMeta(id, await fetchMeta(id)) : undefined;
        } catch (error) {
          onError(error instanceof Error ? error : new Error(String(error)));
        }
        onNewBuild(id, meta);
      }
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  void check();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Whether a chunk-load error on this path may reload the page: at most once per path per 10 s,
 * so a chunk that is really gone cannot make the page reload forever. Records the reload.
 */
export function mayReloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  now = Date.now(),
): boolean {
  const key = `chunk-reload:${path}`;
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false; // Without storage the guard cannot hold: never reload.
  }
}

/** Whether an error is a failed dynamic import (a chunk gone after a deployment). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * When the browser is offline, runs `run` once it is back online and answers true; answers false
 * when it is online. A chunk that failed to load offline is no sign of a new build: reloading then
 * would put the browser's offline page in place of the visitor's page and answers.
 */
export function whenBackOnline(
  run: () => void,
  browser: { readonly onLine: boolean } = navigator,
  target: Pick<EventTarget, 'addEventListener'> = globalThis,
): boolean {
  if (browser.onLine) return false;
  target.addEventListener('online', run, { once: true });
  return true;
}
