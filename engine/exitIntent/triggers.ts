import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';

/** A swipe fires when its velocity score (px per ms × 100) is above this (spec section 2). */
export const SWIPE_VELOCITY_SCORE = 100;
/** The idle detector's timeout when none is given (spec section 9). */
const IDLE_DEFAULT_MS = 60_000;

/** The parts of the browser the triggers listen to; tests pass jsdom's. */
export interface TriggerTarget {
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'documentElement'>;
  readonly window: Pick<
    Window,
    'addEventListener' | 'removeEventListener' | 'scrollY' | 'innerHeight'
  >;
}

type Stop = () => void;

function listen<K extends string>(
  target: {
    addEventListener(
      type: K,
      listener: (event: Event) => void,
      options?: AddEventListenerOptions,
    ): void;
    removeEventListener(type: K, listener: (event: Event) => void): void;
  },
  type: K,
  listener: (event: Event) => void,
): Stop {
  target.addEventListener(type, listener, { passive: true });
  return () => target.removeEventListener(type, listener);
}

/** Calls `onIdle` after `timeoutMs` without pointer, key, scroll or touch activity. */
export function createIdleDetector(
  target: TriggerTarget,
  onIdle: () => void,
  timeoutMs = IDLE_DEFAULT_MS,
): Stop {
  let timer = setTimeout(onIdle, timeoutMs);
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, timeoutMs);
  };
  const stops = ['mousemove', 'keydown', 'scroll', 'touchstart'].map((type) =>
    listen(target.window, type, restart),
  );
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}

/**
 * Starts every trigger the options ask for and calls `fire` when one goes off. Returns the
 * function that removes every listener and timer.
 */
export function startExitIntentTriggers(
  target: TriggerTarget,
  options: ExitIntentOptions,
  fire: () => void,
): Stop {
  const stops: Stop[] = [];
  const { document, window } = target;

  if (options.triggerOnExitIntent) {
    // Desktop: the pointer leaves the document through its top edge (towards tabs and the address bar).
    stops.push(
      listen(document, 'mouseout', (event) => {
        const mouse = event as MouseEvent;
        if (mouse.relatedTarget !== null || mouse.clientY > 0) return;
        if (options.handleScrollBars && mouse.clientX >= document.documentElement.clientWidth)
          return;
        fire();
      }),
    );
    // Touch: a fast downward swipe (towards the address bar) once the page is scrolled down.
    let start: { y: number; at: number } | undefined;
    stops.push(
      listen(document, 'touchstart', (event) => {
        const touch = (event as TouchEvent).touches[0];
        start = touch ? { y: touch.clientY, at: event.timeStamp } : undefined;
      }),
      listen(document, 'touchmove', (event) => {
        const touch = (event as TouchEvent).touches[0];
        if (!start || !touch || window.scrollY <= 0) return;
        const distance = touch.clientY - start.y;
        const elapsed = Math.max(1, event.timeStamp - start.at);
        if (
          distance > options.touchDeviceSensitivity &&
          (distance / elapsed) * 100 > SWIPE_VELOCITY_SCORE
        ) {
          start = undefined;
          fire();
        }
      }),
    );
  }

  if (options.scrollPercentageToTrigger > 0) {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    stops.push(
      listen(window, 'scroll', () => {
        clearTimeout(debounce);
        debounce = setTimeout(() => {
          const scrollable = document.documentElement.scrollHeight - window.innerHeight;
          const percent = scrollable > 0 ? (window.scrollY / scrollable) * 100 : 100;
          if (percent >= options.scrollPercentageToTrigger) fire();
        }, options.scrollDebounceMillis);
      }),
      () => clearTimeout(debounce),
    );
  }

  if (options.delaySecondsAndTrigger > 0) {
    const timer = setTimeout(fire, options.delaySecondsAndTrigger * 1000);
    stops.push(() => clearTimeout(timer));
  }

  if (options.inactiveSeconds > 0)
    stops.push(createIdleDetector(target, fire, options.inactiveSeconds * 1000));

  if (options.triggerOnPageLoad) {
    const timer = setTimeout(fire, 0);
    stops.push(() => clearTimeout(timer));
  }

  return () => {
    for (const stop of stops) stop();
  };
}
