import { VISIT_KEYS } from '../visit/visitKeys';

/**
 * A prerendered page works before the app's JavaScript arrives (it starts after the page's load
 * event). These inline scripts, sent with the page, do the things that cannot wait for it:
 * - first in the head ({@link KEEP_URL_PARAMS_SCRIPT}, engine/site/earlyPrivacy.ts), it keeps the
 *   URL's parameters in the session, so a visitor who leaves the landing page at once still counts
 *   as paid on the next page, then takes the personal parameters out of the visible URL;
 * - after the page's markup, its own script records the page view (engine/site/earlyPageView.ts);
 * - it holds a submit made before then, marks the button busy and flags the document; the app,
 *   once it takes the page over, carries the typed answers into its form and submits them
 *   (app/prerender/takeOverPage.ts). Once the app runs it marks `<html data-app>` and the script
 *   stands aside;
 * - it notes the visitor's first input on `<html data-early-input>`: the app starts on that input
 *   (app/main.tsx), and the entry that listens for it loads only after the page's load event.
 * Kept tiny: it is on every landing page's critical path.
 */
/**
 * What tells a prerendered page that the visitor acts on it: pointing, touching, typing, focusing
 * a field, scrolling with a wheel. Until then the page is HTML that reads and answers on its own.
 */
export const VISITOR_INPUT = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/** The attribute the early script sets on the visitor's first input. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';

/**
 * Keeps the URL's parameters in the session (spec section 4, the same merge as
 * engine/visit/urlParams.ts). It runs first in the page's head, before the personal parameters
 * leave the URL (engine/site/earlyPrivacy.ts).
 */
export const KEEP_URL_PARAMS_SCRIPT = `try{if(location.search.length>1){var p=JSON.parse(sessionStorage.getItem('${VISIT_KEYS.urlParams}')||'{}');new URLSearchParams(location.search).forEach(function(v,k){p[k]=v});sessionStorage.setItem('${VISIT_KEYS.urlParams}',JSON.stringify(p))}}catch(e){}`;

// Marked pure: the bundles that read only the attributes below leave the script out.
export const EARLY_SUBMIT_SCRIPT = /* @__PURE__ */ [
  `${JSON.stringify(VISITOR_INPUT)}.forEach(function(t){document.addEventListener(t,function(){document.documentElement.setAttribute('${EARLY_INPUT_ATTRIBUTE}','')},{capture:true,passive:true,once:true})})`,
  "document.addEventListener('submit',function(e){var d=document.documentElement;if(d.hasAttribute('data-app'))return;e.preventDefault();var b=e.submitter||e.target.querySelector('[type=submit]');if(b)b.setAttribute('aria-busy','true');d.setAttribute('data-early-submit','')},true)",
].join(';');

/** The attribute the app sets once it has taken the prerendered page over. */
export const APP_READY_ATTRIBUTE = 'data-app';
/** The attribute the early script sets when a submit waits for the app. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

// The page view recorded by the early script (engine/site/earlyPageView.ts); here, beside the other
// attributes the app reads, so the app's bundles do not take in the script's makings.
/**
 * `<html>` carries the id and time (`<id> <ISO time>`) of the page view the inline script
 * recorded until the entry takes it over (app/prerender/earlyPageView.ts), which tracks it in full
 * under the same id and time.
 */
export const EARLY_PAGE_VIEW_ATTRIBUTE = 'data-early-page-view';

/**
 * `<html>` carries it once the page's event outbox runs (app/visit/eventDelivery.ts): from then
 * on the outbox sends what waits when the page is left, and the inline script stands aside.
 */
export const OUTBOX_RUNNING_ATTRIBUTE = 'data-outbox';

/** `#app` carries the page view's page properties as JSON (the server knows them: its route, the step shown). */
export const PAGE_VIEW_PROPERTIES_ATTRIBUTE = 'data-page-view';
