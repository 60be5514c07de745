import { siteTable } from 'virtual:site';
import { navigationMayReload } from '../../engine/site/navigationMayReload';
import { currentBrand } from '../brands/brand';
import type { RegisteredRouter } from '@tanstack/react-router';

let wanted = false;

/**
 * Asks for the next navigation to be a full page load: a new build is out, or a chunk failed to
 * load offline (Chromium keeps a failed module for the document's life, so only a new document
 * loads it). Between pages, never in the middle of one.
 */
export function reloadAtNextNavigation(): void {
  wanted = true;
}

/**
 * Once a navigation has settled (its history entry in place) and a full load was asked for, loads
 * that page afresh; not offline (the browser's offline page would replace the visitor's), and not
 * for the URL taking a page's first step as the app takes a prerendered page over.
 */
export function reloadNavigationsWhenAsked(router: RegisteredRouter): void {
  router.subscribe('onResolved', ({ pathChanged, fromLocation, toLocation }) => {
    if (
      wanted &&
      pathChanged &&
      navigator.onLine &&
      navigationMayReload(
        siteTable.pages,
        currentBrand().id,
        fromLocation?.pathname,
        toLocation.pathname,
      )
    )
      location.reload();
  });
}
