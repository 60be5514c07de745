/**
 * A funnel page's page-view properties (spec section 7): the funnel and its version (the report
 * never mixes two versions' steps), the step the URL asked for (null: none), the step shown and
 * whether it was shown in place of the one asked for. One shape
 * for the app's page views, a prerendered page's tracked before the app loads, and the one its
 * inline script records while the HTML is parsed (engine/site/earlyPageView.ts).
 *
 * @example funnelPageView('medicare', undefined, 'zip', true, 2) // { funnel: 'medicare', funnelVersion: 2, requestedStep: null, step: 'zip', fallback: true }
 */
export function funnelPageView(
  funnel: string,
  requestedStep: string | undefined,
  step: string,
  fallback: boolean,
  funnelVersion: number | undefined,
): Record<string, unknown> {
  return {
    funnel,
    ...(funnelVersion !== undefined && { funnelVersion }),
    requestedStep: requestedStep ?? null,
    step,
    fallback,
  };
}
