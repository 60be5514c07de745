import { personalParams } from '../visit/urlParams';
import { KEEP_URL_PARAMS_SCRIPT } from './earlySubmit';

/**
 * `<html>` carries it when the inline script took personal parameters out of the URL: the app's
 * first navigation then prefills the forms from the session's params (app/router.tsx), as it does
 * when it strips them itself.
 */
export const PERSONAL_PARAMS_STRIPPED_ATTRIBUTE = 'data-intake-params';

/**
 * The part of a prerendered page's inline script that takes the personal and intake parameters
 * (spec section 3, {@link personalParams}) out of the visible URL with `history.replaceState`, right
 * after the script kept them in the session for prefill and before any other script runs: the tag
 * manager, the ad network's script, error reports and the page view never see them. Every other
 * parameter (`utm_*`, click ids) stays as it was written, in its order, and so does the fragment.
 * The router's redirect does the same for client navigations (app/router.tsx); the list of names
 * is the engine's one, written into the script when the server starts. It marks `<html>` with
 * {@link PERSONAL_PARAMS_STRIPPED_ATTRIBUTE} when it removed any.
 */
export const STRIP_PERSONAL_PARAMS_SCRIPT = /* @__PURE__ */ (() =>
  `try{(function(n){var s=location.search,x=0;if(s.length<2)return;var k=s.slice(1).split('&').filter(function(p){var m=p.split('=')[0].replace(/\\+/g,' ');try{m=decodeURIComponent(m)}catch(e){}if(n.indexOf(m)<0)return true;x=1;return false}).join('&');if(x){history.replaceState(history.state,'',location.pathname+(k?'?'+k:'')+location.hash);document.documentElement.setAttribute('${PERSONAL_PARAMS_STRIPPED_ATTRIBUTE}','')}})(${JSON.stringify(personalParams)})}catch(e){}`)();

/**
 * The first script of every page the server sends, at the top of its head: the URL's parameters
 * kept in the session, then the personal ones out of the URL, before any other script runs or
 * asks for anything (a script's requests name the URL it was parsed under as their referrer).
 */
export const EARLY_PRIVACY_SCRIPT = /* @__PURE__ */ [
  KEEP_URL_PARAMS_SCRIPT,
  STRIP_PERSONAL_PARAMS_SCRIPT,
].join(';');
