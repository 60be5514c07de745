import { useCallback, useSyncExternalStore } from 'react';
import type { FunnelActor } from './funnelActor';

const noSubscription = () => () => undefined;

/**
 * The number the page's funnel leased, while the lease lasts; `null` without a funnel or a lease
 * (a prerendered page was never leased one). Re-renders only when the number changes.
 */
export function useLeasedPhone(funnelActor: FunnelActor | undefined): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!funnelActor) return noSubscription();
      const subscription = funnelActor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [funnelActor],
  );
  const read = () => funnelActor?.getSnapshot().context.phone ?? null;
  return useSyncExternalStore(subscribe, read, () => null);
}
