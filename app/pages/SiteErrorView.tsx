import type { SiteError } from '../../engine/site/siteError';
import { isCrawler } from '../../engine/site/siteError';
import { ErrorPage } from '../../ui/ErrorPage';

/**
 * A route's error as the visitor sees it: the not-found page for 404, the error page with the
 * error's own status code otherwise. Crawlers get no error page (spec section 2): the status
 * the server sent says it all.
 */
export function SiteErrorView({ error }: { readonly error: SiteError }) {
  if (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)) return null;
  return <ErrorPage statusCode={error.statusCode} message={error.message} />;
}
