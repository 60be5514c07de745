import { EARLY_CLICK_ATTRIBUTE } from './earlyActions';
import { APP_READY_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from './earlySubmit';

/** In `history.state`: the entry the inline script pushed for the step a held submit or Skip leads to. */
export const EARLY_STEP_ENTRY_STATE = 'earlyStep';
/** `<html>` carries it while the visitor is on that entry (a Back before the takeover removes it). */
const EARLY_STEP_ENTRY_ATTRIBUTE = 'data-early-step-entry';
/** `<html>` carries it once a Back before the takeover withdrew a held submit or Skip. */
const EARLY_BACK_ATTRIBUTE = 'data-early-back';

/**
 * A Back on a prerendered funnel page before the app has taken it over. A submit or a Skip made
 * then is held for the app (engine/site/earlySubmit.ts, earlyActions.ts), so the browser has no
 * entry for the step it leads to and a Back would leave the page. This inline script gives it one,
 * as the app does: the landing entry is written as the first step's URL (as the takeover would)
 * and an entry is pushed for the next step, in the router's state format, marked
 * {@link EARLY_STEP_ENTRY_STATE}. A Back to the landing entry before the takeover withdraws what
 * was held (no submit, no Skip, no busy button): the visitor is where they asked to be, their
 * answers kept. Otherwise the app replays the held action and writes the next step's URL over the
 * pushed entry (app/funnel/useUrlFollowsMachine.ts), so one Back returns to the first step and the
 * next leaves the page, as without the early script. Funnel pages only (`#app[data-step]`).
 */
export const EARLY_BACK_SCRIPT =
  `(function(d,H){function st(i,m){var r=Math.random().toString(36).slice(2),o={__TSR_index:i,key:r,__TSR_key:r};if(m)o.${EARLY_STEP_ENTRY_STATE}=1;return o}` +
  `function push(){var a=document.getElementById('app'),s=a&&a.getAttribute('data-step');if(!s||d.hasAttribute('${APP_READY_ATTRIBUTE}')||d.hasAttribute('${EARLY_STEP_ENTRY_ATTRIBUTE}'))return;` +
  `var n=location.pathname;if(n.split('/').pop().toLowerCase()!==s)n=n.replace(/\\/$/,'')+'/'+s;var u=n+location.search+location.hash,c=H.state&&H.state.__TSR_key?H.state:st(0);` +
  `H.replaceState(c,'',u);H.pushState(st((c.__TSR_index||0)+1,1),'',u);d.setAttribute('${EARLY_STEP_ENTRY_ATTRIBUTE}','')}` +
  `document.addEventListener('submit',function(){if(d.hasAttribute('${EARLY_SUBMIT_ATTRIBUTE}'))push()},true);` +
  `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('form button[type=button]');if(b&&b.hasAttribute('${EARLY_CLICK_ATTRIBUTE}'))push()},true);` +
  `addEventListener('popstate',function(){if(d.hasAttribute('${APP_READY_ATTRIBUTE}')||!d.hasAttribute('${EARLY_STEP_ENTRY_ATTRIBUTE}')||H.state&&H.state.${EARLY_STEP_ENTRY_STATE})return;` +
  `d.removeAttribute('${EARLY_STEP_ENTRY_ATTRIBUTE}');d.removeAttribute('${EARLY_SUBMIT_ATTRIBUTE}');d.setAttribute('${EARLY_BACK_ATTRIBUTE}','');` +
  `document.querySelectorAll('form button[aria-busy]').forEach(function(b){b.removeAttribute('aria-busy');b.removeAttribute('${EARLY_CLICK_ATTRIBUTE}')})})` +
  `})(document.documentElement,history)`;
