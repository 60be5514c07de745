import { siteTable } from 'virtual:site';
import { isNavigationAllowed } from '../../engine/site/routeRules';
import { linkWithSessionParams } from '../../engine/visit/urlParams';
import type { router as appRouter } from '../router';
import { sessionUrlParams } from '../visit/session';

/** A link to another page of this site (not a hash, a file, an ad, or another host). */
function pageLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.hasAttribute('download') ||
    anchor.hasAttribute('data-ad-link')
  )
    return undefined;
  const href = anchor.getAttribute('href') ?? '';
  if (href.startsWith('#') || href.startsWith('tel:') || href.startsWith('mailto:'))
    return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return anchor;
}

/**
 * A page's links carry the session's url params (not personal ones) once the visitor reaches for
 * them: the page they open, in this tab or a new one, keeps the visit's affiliate id and campaign.
 */
function carrySessionParams(event: Event): void {
  const anchor = pageLink(event.target);
  if (!anchor) return;
  const url = new URL(anchor.href);
  const carried = linkWithSessionParams(
    `${url.pathname}${url.search}${url.hash}`,
    sessionUrlParams(),
  );
  if (carried !== `${url.pathname}${url.search}${url.hash}`) anchor.setAttribute('href', carried);
}

/**
 * Links in page bodies are plain anchors (the Markdown is compiled at build time). One listener
 * turns a same-origin click into a client navigation, and blocks a link to an external host not
 * listed in campaigns/site.json (spec section 2: external navigation is blocked unless allowed),
 * except an ad's link (`data-ad-link`).
 */
export function handleLinkClicks(
  router: typeof appRouter,
  onBlocked: (href: string) => void,
): void {
  for (const type of ['pointerdown', 'focusin', 'contextmenu', 'click'] as const)
    document.addEventListener(type, carrySessionParams, { capture: true, passive: true });
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#')) return;
    // An ad's link (`data-ad-link`, https only, opened in a new tab) is allowed external navigation.
    if (
      !anchor.hasAttribute('data-ad-link') &&
      !isNavigationAllowed(href, location.origin, siteTable.site.allowedExternalHosts)
    ) {
      event.preventDefault();
      onBlocked(anchor.href);
      return;
    }
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || anchor.target === '_blank') return;
    // Build output (payloads, files) is not a page.
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return;
    event.preventDefault();
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
  });
}
