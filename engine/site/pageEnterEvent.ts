import type { EnterCallback } from '../../schemas/pageCallbacks';

/** An event a page's on-enter callback tracks; the page context comes with every event. */
export interface PageEnterEvent {
  readonly event: string;
  readonly properties: Record<string, unknown>;
}

const enterEvents: Record<EnterCallback, PageEnterEvent> = {
  trackLanding: { event: 'landing', properties: { callback: 'trackLanding' } },
};

/**
 * What a page's `onEnter` callback (spec section 1) tracks when the page is entered: once per
 * entry into the page, not per step of its funnel. `undefined` for a page naming none; a name the
 * page check would refuse throws.
 *
 * @example pageEnterEvent('trackLanding') // { event: 'landing', properties: { callback: 'trackLanding' } }
 */
export function pageEnterEvent(onEnter: string | undefined): PageEnterEvent | undefined {
  if (onEnter === undefined) return undefined;
  const entered = (enterEvents as Record<string, PageEnterEvent | undefined>)[onEnter];
  if (!entered) throw new Error(`"${onEnter}" is not an on-enter callback (${Object.keys(enterEvents).join(', ')}).`);
  return entered;
}
