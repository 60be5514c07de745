import { EARLY_PAGE_VIEW_ATTRIBUTE } from '../../engine/site/earlyPageView';
import { OUTBOX_KEYS } from '../../engine/visit/outboxKeys';

/** The id and time of the page view a prerendered page's inline script recorded. */
export interface EarlyPageView {
  readonly id: string;
  readonly timestamp: string;
}

/** The id of the page view the inline script recorded and the entry has not taken over yet. */
export function earlyPageViewId(): string | undefined {
  return document.documentElement.getAttribute(EARLY_PAGE_VIEW_ATTRIBUTE) ?? undefined;
}

/**
 * Takes over the page view the inline script recorded as the HTML was parsed
 * (engine/site/earlyPageView.ts), once: the page view is then tracked in full under its id and
 * time, so the server, which stores an id once, counts one. Undefined when there is none (a page
 * the browser rendered, storage refused, or taken already).
 */
export function takeEarlyPageView(): EarlyPageView | undefined {
  const id = earlyPageViewId();
  if (id === undefined) return undefined;
  document.documentElement.removeAttribute(EARLY_PAGE_VIEW_ATTRIBUTE);
  let timestamp: unknown;
  try {
    timestamp = (JSON.parse(localStorage.getItem(`${OUTBOX_KEYS.event}${id}`) ?? 'null') as { timestamp?: unknown } | null)?.timestamp;
  } catch {
    // Unreadable or gone (another tab delivered it): the time is now.
  }
  return { id, timestamp: typeof timestamp === 'string' ? timestamp : new Date().toISOString() };
}
