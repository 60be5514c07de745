import { useCallback, useSyncExternalStore } from 'react';
import { leasedNumber } from '../../engine/call/leasedNumber';
import { currentBrand } from '../brands/brand';
import type { FunnelActor } from './funnelActor';

const noSubscription = () => () => undefined;

/**
 * The number the page's funnel leased, while the lease lasts (engine/call/leasedNumber.ts); `null`
 * without a funnel or a lease (a prerendered page was never leased one; the brand's default
 * number is never a lease). Re-renders only when the number changes.
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
  const read = () => {
    const context = funnelActor?.getSnapshot().context;
    return context
      ? leasedNumber(
          { phone: context.phone, expiresAt: context.leaseExpiresAt },
          currentBrand().defaultPhone,
          Date.now(),
        )
      : null;
  };
  return useSyncExternalStore(subscribe, read, () => null);
}
