import { CLICKABLE_SELECTOR, clickEvent } from '../../engine/visit/clickEvent';

let started = false;

/**
 * Click tracking (spec section 2, root layout): one document-level listener sees every click on a
 * link or button, including those rendered later, and tracks its role, text and href; a `tel:`
 * link gives the `call-click` conversion, leased when the phone call-to-action says so
 * (`data-leased`). It listens in the capture phase, so a component that stops the click's
 * propagation still has it tracked.
 */
export function startClickTracking(
  track: (event: string, properties: Record<string, unknown>) => void,
): void {
  if (started) return;
  started = true;
  document.addEventListener(
    'click',
    (event) => {
      const target =
        event.target instanceof Element ? event.target.closest(CLICKABLE_SELECTOR) : null;
      if (!target) return;
      const leased = target.closest('[data-leased]')?.getAttribute('data-leased') === 'true';
      const { name, properties } = clickEvent(target, { baseUrl: location.href, leased });
      track(name, properties);
    },
    { capture: true },
  );
}
