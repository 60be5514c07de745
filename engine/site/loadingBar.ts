/** The page-loading bar's timing (spec section 9). */
export const LOADING_BAR = {
  durationMs: 2_000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

const TICK_MS = 100;
/** The bar creeps towards this while loading; only `finish` fills it. */
const CREEP_LIMIT = 90;

/** What the bar shows. */
export interface LoadingBarState {
  readonly visible: boolean;
  /** 0–100. */
  readonly progress: number;
}

/**
 * The page-loading bar (spec sections 2 and 4): `start` on page-loading start shows it after the
 * 200 ms throttle (a fast page never flashes it) and moves it as if loading took 2000 ms;
 * `finish`, on end or on error, fills it, hides it 500 ms later and resets it 400 ms after that.
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void) {
  let state: LoadingBarState = { visible: false, progress: 0 };
  let timers: ReturnType<typeof setTimeout>[] = [];
  let ticker: ReturnType<typeof setInterval> | undefined;
  // What shows nothing new is not announced: a page's listeners do not render for it (a step
  // change starts and finishes a load the bar never shows).
  const set = (next: LoadingBarState) => {
    if (next.visible === state.visible && next.progress === state.progress) return;
    state = next;
    onChange(state);
  };
  const clear = () => {
    timers.forEach(clearTimeout);
    timers = [];
    clearInterval(ticker);
    ticker = undefined;
  };

  return {
    state: () => state,
    start() {
      clear();
      const startedAt = Date.now();
      set({ visible: false, progress: 0 });
      timers.push(
        setTimeout(() => {
          const creep = () =>
            set({
              visible: true,
              progress: Math.min(
                CREEP_LIMIT,
                ((Date.now() - startedAt) / LOADING_BAR.durationMs) * 100,
              ),
            });
          creep();
          ticker = setInterval(creep, TICK_MS);
        }, LOADING_BAR.throttleMs),
      );
    },
    finish() {
      const wasShown = state.visible;
      clear();
      if (!wasShown) {
        set({ visible: false, progress: 0 });
        return;
      }
      set({ visible: true, progress: 100 });
      timers.push(
        setTimeout(() => {
          set({ visible: false, progress: 100 });
          timers.push(
            setTimeout(() => set({ visible: false, progress: 0 }), LOADING_BAR.resetDelayMs),
          );
        }, LOADING_BAR.hideDelayMs),
      );
    },
  };
}
