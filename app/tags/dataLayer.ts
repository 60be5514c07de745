import type { GenericEntry, PageViewEntry } from '../../engine/visit/dataLayerEntry';

declare global {
  interface Window {
    /** Google Tag Manager's data layer: created by us if the tag manager has not loaded yet. */
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an entry to `window.dataLayer` (spec section 7). The tag manager reads the array when
 * it loads and every push after, so entries made before it arrives are not lost. Never throws:
 * the data layer must not break tracking.
 */
export function pushToDataLayer(
  entry: PageViewEntry | GenericEntry | Readonly<Record<string, unknown>>,
): void {
  try {
    (window.dataLayer ??= []).push(entry);
  } catch {
    // A page script replaced dataLayer with something else: the tags go without this entry.
  }
}
