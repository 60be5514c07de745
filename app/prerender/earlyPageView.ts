import { EARLY_PAGE_VIEW_ATTRIBUTE } from '../../engine/site/earlySubmit';

/** The id and time of the page view a prerendered page's inline script recorded. */
export interface EarlyPageView {
  readonly id: string;
  readonly timestamp: string;
}

// No document (a test in Node, the prerender): no page was parsed, so nothing was recorded.
const noted = (): string[] =>
  typeof document === 'undefined'
    ? []
    : (document.documentElement.getAttribute(EARLY_PAGE_VIEW_ATTRIBUTE)?.split(' ') ?? []);

/** The id of the page view the inline script recorded and the entry has not taken over yet. */
export const earlyPageViewId = (): string | undefined => noted()[0];

/**
 * Takes over the page view the inline script recorded as the HTML was parsed
 * (engine/site/earlyPageView.ts), once: the page view is then tracked in full under its id and
 * time, so the server, which stores an id once, counts one. Undefined when there is none (a page
 * the browser rendered, storage refused, or taken already).
 */
export function takeEarlyPageView(): EarlyPageView | undefined {
  const [id, timestamp] = noted();
  if (id) document.documentElement.removeAttribute(EARLY_PAGE_VIEW_ATTRIBUTE);
  return id && timestamp ? { id, timestamp } : undefined;
}
