import { z } from 'zod';
import { exitIntentDefaults as d } from './exitIntentDefaults';

/** A page's exit-intent options with the defaults of spec section 3. */
export const exitIntentOptionsSchema = z
  .object({
    /** 0: never shown again once shown; otherwise shown again after that many days. */
    repeatAfterDays: z.number().min(0).default(d.repeatAfterDays),
    /** Show once the page is scrolled this far (percent); 0: off. */
    scrollPercentageToTrigger: z.number().min(0).max(100).default(d.scrollPercentageToTrigger),
    /** Show this many seconds after the page opens; 0: off. */
    delaySecondsAndTrigger: z.number().min(0).default(d.delaySecondsAndTrigger),
    /** Show when the mouse leaves the document (desktop) or on a fast downward swipe (touch). */
    triggerOnExitIntent: z.boolean().default(d.triggerOnExitIntent),
    /** Pixels a swipe must travel before it counts. */
    touchDeviceSensitivity: z.number().min(0).default(d.touchDeviceSensitivity),
    scrollDebounceMillis: z.number().min(0).default(d.scrollDebounceMillis),
    /** Show as soon as the page loads. */
    triggerOnPageLoad: z.boolean().default(d.triggerOnPageLoad),
    /** Ignore the mouse leaving over the page's scroll bar. */
    handleScrollBars: z.boolean().default(d.handleScrollBars),
    /** Listen before the page's component mounts (the route loader), not after. */
    setupBeforeMount: z.boolean().default(d.setupBeforeMount),
    /** Show after this many seconds without activity; 0: off. */
    inactiveSeconds: z.number().min(0).default(d.inactiveSeconds),
  })
  .strict();

/** A page's exit-intent options, every one given. */
export type ExitIntentOptions = {
  -readonly [K in keyof typeof d]: (typeof d)[K] extends boolean ? boolean : number;
};
