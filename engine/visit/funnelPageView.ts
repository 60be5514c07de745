/**
 * A funnel page's page-view properties (spec section 7): the funnel, the step the URL asked for
 * (null: none), the step shown and whether it was shown in place of the one asked for. One shape
 * for the app's page views, a prerendered page's tracked before the app loads, and the one its
 * inline script records while the HTML is parsed (engine/site/earlyPageView.ts).
 *
 * @example funnelPageView('medicare', undefined, 'zip', true) // { funnel: 'medicare', requestedStep: null, step: 'zip', fallback: true }
 */
export function funnelPageView(funnel: string, requestedStep: string | undefined, step: string, fallback: boolean): Record<string, unknown> {
  return { funnel, requestedStep: requestedStep ?? null, step, fallback };
}
