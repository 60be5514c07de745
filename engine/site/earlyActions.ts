/**
 * What a visitor does on a prerendered page's form before the app has taken it over, beyond typing
 * and submitting (engine/site/earlySubmit.ts holds a submit): leaving a field and pressing a
 * button that is not a submit (Skip). Until the app arrives no handler answers them, so this
 * inline script marks them on the elements themselves, and the takeover carries them into the app
 * (app/prerender/takeOverPage.ts): a field left is validated there (its message shows), a Skip
 * pressed is pressed again. A field focused again loses its mark until it is left again.
 * Kept tiny: it is on every landing page's critical path.
 */

/** The attribute marking a form field the visitor left before the takeover. */
export const EARLY_LEFT_ATTRIBUTE = 'data-early-left';
/** The attribute marking a form's non-submit button (Skip) pressed before the takeover. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

export const EARLY_ACTIONS_SCRIPT = /* @__PURE__ */ [
  '(function(){var d=document.documentElement;function f(t){return !d.hasAttribute("data-app")&&t&&t.form&&/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)?t:null}',
  `document.addEventListener("focusin",function(e){var t=f(e.target);if(t)t.removeAttribute("${EARLY_LEFT_ATTRIBUTE}")},true)`,
  `document.addEventListener("focusout",function(e){var t=f(e.target);if(t&&t.isConnected)t.setAttribute("${EARLY_LEFT_ATTRIBUTE}","")},true)`,
  `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("form button[type=button]");if(!b||d.hasAttribute("data-app"))return;b.setAttribute("${EARLY_CLICK_ATTRIBUTE}","");b.setAttribute("aria-busy","true")},true)})()`,
].join(';');
