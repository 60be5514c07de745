import type { middlewareNames } from '../../schemas/campaignPage';
import { unknownMiddleware } from '../../engine/site/siteError';
import { rememberUrlParams } from '../visit/session';

/** What a route middleware sees of the navigation. */
export interface MiddlewareContext {
  readonly pathname: string;
  readonly search: URLSearchParams;
}

/**
 * The named route middleware pages may list (spec section 2). Each runs before the page loads;
 * a name the page check did not know reaches {@link runMiddleware} only from a stale payload.
 */
const middleware: Readonly<
  Record<(typeof middlewareNames)[number], (context: MiddlewareContext) => void>
> = {
  /**
   * Keeps the affiliate id of the landing URL for the session, so later pages' leads carry it:
   * in the session's url params, the one store every event and marketplace call reads it from
   * (app/visit/session.ts). The inline script and the router already merge every URL there; a
   * page naming this middleware makes sure of it.
   */
  rememberAffiliate: ({ search }) => {
    if (search.has('afid')) rememberUrlParams(search.toString());
  },
  /** Pages with personal data never run over plain HTTP outside local previews. */
  requireHttps: () => {
    if (location.protocol === 'http:' && !/(^|\.)localhost$|^127\./.test(location.hostname))
      location.replace(location.href.replace(/^http:/, 'https:'));
  },
};

/** Runs a page's middleware in order; an unknown name throws "Unknown route middleware: '{name}'". */
export function runMiddleware(names: readonly string[], context: MiddlewareContext): void {
  for (const name of names) {
    const run = (middleware as Readonly<Record<string, (context: MiddlewareContext) => void>>)[
      name
    ];
    if (!run)
      throw Object.assign(new Error(unknownMiddleware(name).message), {
        cause: unknownMiddleware(name),
      });
    run(context);
  }
}
