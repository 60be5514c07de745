/**
 * A prerendered page's form works before the app's JavaScript arrives: this inline script (sent
 * by the server with the page) holds a submit made before then, marks the button busy and flags
 * the document; the app, once it takes the page over, carries the typed answers into the funnel
 * and submits them (app/prerender/takeOverPage.ts). Once the app runs it marks `<html data-app>`
 * and the script stands aside. Kept tiny: it is on every landing page's critical path.
 */
export const EARLY_SUBMIT_SCRIPT =
  "document.addEventListener('submit',function(e){var d=document.documentElement;if(d.hasAttribute('data-app'))return;e.preventDefault();var b=e.submitter||e.target.querySelector('[type=submit]');if(b)b.setAttribute('aria-busy','true');d.setAttribute('data-early-submit','')},true)";

/** The attribute the app sets once it has taken the prerendered page over. */
export const APP_READY_ATTRIBUTE = 'data-app';
/** The attribute the early script sets when a submit waits for the app. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';
