import { z } from 'zod';

/** A page's exit-intent options with the defaults of spec section 3. */
export const exitIntentOptionsSchema = z
  .object({
    /** 0: never shown again once shown; otherwise shown again after that many days. */
    repeatAfterDays: z.number().min(0).default(0),
    /** Show once the page is scrolled this far (percent); 0: off. */
    scrollPercentageToTrigger: z.number().min(0).max(100).default(0),
    /** Show this many seconds after the page opens; 0: off. */
    delaySecondsAndTrigger: z.number().min(0).default(0),
    /** Show when the mouse leaves the document (desktop) or on a fast downward swipe (touch). */
    triggerOnExitIntent: z.boolean().default(true),
    /** Pixels a swipe must travel before it counts. */
    touchDeviceSensitivity: z.number().min(0).default(15),
    scrollDebounceMillis: z.number().min(0).default(300),
    /** Show as soon as the page loads. */
    triggerOnPageLoad: z.boolean().default(false),
    /** Ignore the mouse leaving over the page's scroll bar. */
    handleScrollBars: z.boolean().default(false),
    /** Listen before the page's component mounts (the route loader), not after. */
    setupBeforeMount: z.boolean().default(false),
    /** Show after this many seconds without activity; 0: off. */
    inactiveSeconds: z.number().min(0).default(0),
  })
  .strict();

export type ExitIntentOptions = z.infer<typeof exitIntentOptionsSchema>;
