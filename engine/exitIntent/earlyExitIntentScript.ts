import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import {
  EARLY_EXIT_INTENT_ATTRIBUTE,
  EARLY_EXIT_INTENT_EVENT,
  EXIT_INTENT_LISTENING_ATTRIBUTE,
  EXIT_INTENT_SINCE_ATTRIBUTE,
} from './earlyExitIntentMarks';
import { SWIPE_VELOCITY_SCORE } from './triggers';

/** JSON inside a `<script>`: no `<` can close it. */
const inScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The inline script of a prerendered page whose popup listens before the app mounts
 * (`setupBeforeMount`): the triggers of engine/exitIntent/triggers.ts, written small, listening
 * from the moment the HTML is parsed (the entry loads after `load`, the app on the first input).
 * When one fires it marks `<html>` with the page's name and tells the entry, which starts the app;
 * the popup shows as soon as it starts. Once the popup listens itself the script stands aside.
 * Whether the popup may show (shown before, unsubscribed) is the popup's machine's decision.
 *
 * @example earlyExitIntentScript('grocery', options) // '(function(o,n,d,w){…})({…},"grocery",document,window)'
 */
export function earlyExitIntentScript(page: string, options: ExitIntentOptions): string {
  const o = {
    e: options.triggerOnExitIntent,
    b: options.handleScrollBars,
    s: options.touchDeviceSensitivity,
    p: options.scrollPercentageToTrigger,
    q: options.scrollDebounceMillis,
    d: options.delaySecondsAndTrigger * 1000,
    i: options.inactiveSeconds * 1000,
    l: options.triggerOnPageLoad,
  };
  return (
    `try{(function(o,n,d,w){var h=d.documentElement,s=0;h.setAttribute('${EXIT_INTENT_SINCE_ATTRIBUTE}',n+' '+Date.now());` +
    `function f(){if(s||h.hasAttribute('${EXIT_INTENT_LISTENING_ATTRIBUTE}'))return;s=1;h.setAttribute('${EARLY_EXIT_INTENT_ATTRIBUTE}',n);d.dispatchEvent(new Event('${EARLY_EXIT_INTENT_EVENT}'))}` +
    `function l(t,e,g){t.addEventListener(e,g,{passive:true})}` +
    `if(o.e){l(d,'mouseout',function(e){if(e.relatedTarget===null&&e.clientY<=0&&!(o.b&&e.clientX>=h.clientWidth))f()});var t;` +
    `l(d,'touchstart',function(e){var x=e.touches[0];t=x&&{y:x.clientY,a:e.timeStamp}});` +
    `l(d,'touchmove',function(e){var x=e.touches[0];if(!t||!x||w.scrollY<=0)return;var g=x.clientY-t.y;if(g>o.s&&g/Math.max(1,e.timeStamp-t.a)*100>${SWIPE_VELOCITY_SCORE}){t=0;f()}})}` +
    `if(o.p>0){var q;l(w,'scroll',function(){clearTimeout(q);q=setTimeout(function(){var r=h.scrollHeight-w.innerHeight;if((r>0?w.scrollY/r*100:100)>=o.p)f()},o.q)})}` +
    `if(o.d>0)setTimeout(f,o.d);if(o.l)setTimeout(f,0);` +
    `if(o.i>0){var i,r=function(){clearTimeout(i);i=setTimeout(f,o.i)};r();['mousemove','keydown','scroll','touchstart'].forEach(function(e){l(w,e,r)})}` +
    `})(${inScript(o)},${inScript(page)},document,window)}catch(e){}`
  );
}
