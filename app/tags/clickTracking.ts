import { CLICKABLE_SELECTOR, clickEvent, type ClickTarget } from '../../engine/visit/clickEvent';
import type { DescribedEvent } from '../visit/tracking';

let started = false;

/** What a click's event is made of, read when it happens: a toggle's text changes right after. */
function readClickTarget(element: Element): ClickTarget {
  const attributes: Readonly<Record<string, string | null>> = {
    role: element.getAttribute('role'),
    'aria-label': element.getAttribute('aria-label'),
    value: element.getAttribute('value'),
    href: element.getAttribute('href'),
  };
  return {
    tagName: element.tagName,
    textContent: element.textContent,
    getAttribute: (name) => attributes[name] ?? null,
  };
}

/**
 * Click tracking (spec section 2, root layout): one document-level listener sees every click on a
 * link or button, including those rendered later, and tracks its role, text and href; a `tel:`
 * link gives the `call-click` conversion, leased when the phone call-to-action says so
 * (`data-leased`). It listens in the capture phase, so a component that stops the click's
 * propagation still has it tracked.
 */
export function startClickTracking(trackLater: (describe: () => DescribedEvent) => void): void {
  if (started) return;
  started = true;
  document.addEventListener(
    'click',
    (event) => {
      const target =
        event.target instanceof Element ? event.target.closest(CLICKABLE_SELECTOR) : null;
      if (!target) return;
      const leased = target.closest('[data-leased]')?.getAttribute('data-leased') === 'true';
      const clicked = readClickTarget(target);
      const baseUrl = location.href;
      // The element as it was clicked is read now; its event (the text tidied, the href parsed and
      // cleaned) is made after the paint: tracking a Continue never delays the next question.
      trackLater(() => {
        const { name, properties } = clickEvent(clicked, { baseUrl, leased });
        return { event: name, properties };
      });
    },
    { capture: true },
  );
}
