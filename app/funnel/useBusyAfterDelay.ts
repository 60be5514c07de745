import { useEffect, useState } from 'react';
import { isSubmitting, type FunnelActor } from './funnelActor';

/** A check answered sooner than this (the ZIP code's, looked up as it was typed) shows no busy state. */
export const BUSY_DELAY_MS = 150;

/**
 * Whether the step's submit effects have been running for {@link BUSY_DELAY_MS}: the form shows
 * itself busy only for a check that keeps the visitor waiting. A check answered at once (the
 * usual case) costs no render of a busy form before the next question, nor its flicker. The
 * machine ignores a second Continue meanwhile, so nothing depends on the form being disabled.
 */
export function useBusyAfterDelay(actor: FunnelActor): boolean {
  const [busy, setBusy] = useState(() => isSubmitting(actor.getSnapshot()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = isSubmitting(actor.getSnapshot());
    const show = (next: boolean) => {
      if (next !== shown) setBusy((shown = next));
    };
    const follow = (submitting: boolean) => {
      if (submitting) {
        timer ??= setTimeout(() => show(true), BUSY_DELAY_MS);
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      show(false);
    };
    follow(isSubmitting(actor.getSnapshot()));
    const subscription = actor.subscribe((snapshot) => follow(isSubmitting(snapshot)));
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [actor]);
  return busy;
}
