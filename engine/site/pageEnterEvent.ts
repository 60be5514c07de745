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
 * entry into the page, not per step of its funnel. `undefined` for a page naming none (a name that
 * is not an on-enter callback is refused by the page check, engine/campaigns/checkCampaignPages.ts).
 *
 * @example pageEnterEvent('trackLanding') // { event: 'landing', properties: { callback: 'trackLanding' } }
 */
export function pageEnterEvent(onEnter: string | undefined): PageEnterEvent | undefined {
  return onEnter === undefined
    ? undefined
    : (enterEvents as Record<string, PageEnterEvent | undefined>)[onEnter];
}
