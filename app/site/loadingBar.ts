import { createLoadingBar, type LoadingBarState } from '../../engine/site/loadingBar';
import type { RegisteredRouter } from '@tanstack/react-router';

let state: LoadingBarState = { visible: false, progress: 0 };
const listeners = new Set<() => void>();
const bar = createLoadingBar((next) => {
  state = next;
  listeners.forEach((listener) => listener());
});

/** For `useSyncExternalStore`: the bar's state and its changes. */
export const loadingBarStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: () => state,
};

/** The bar follows the router: it starts when a page starts loading and finishes when it resolved (also on error). */
export function followRouterLoading(router: RegisteredRouter): void {
  router.subscribe('onBeforeLoad', ({ pathChanged }) => {
    if (pathChanged) bar.start();
  });
  router.subscribe('onResolved', () => bar.finish());
}
