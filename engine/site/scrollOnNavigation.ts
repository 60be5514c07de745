/** What decides the scroll after a navigation: the page the URL opens (if any) and whether it opts out. */
export interface ScrollTarget {
  readonly path: string;
  readonly scrollToTop: boolean;
}

/**
 * Whether the router scrolls after a navigation (spec section 2): to a hash target always (the
 * target's CSS scroll margin honoured); to the top when another page opens, unless its route
 * metadata turns that off (`scrollToTop: false`); not at all on a step change within the page
 * (the funnel brings a hidden form top into view itself).
 *
 * @example scrollOnNavigation({ path: '/tos', scrollToTop: true }, '/quiz/otc', '') // true
 */
export function scrollOnNavigation(
  page: ScrollTarget | undefined,
  pathname: string,
  lastPagePath: string | undefined,
  hash: string,
): boolean {
  const pagePath = page?.path ?? pathname;
  if (hash) return true;
  if (pagePath === lastPagePath) return false;
  return page?.scrollToTop !== false;
}
