import { lookUpZip } from '../visit/zipLookups';

const ZIP = /^\d{5}$/;
let started = false;

/**
 * Starts the ZIP code's lookup as soon as a ZIP field holds five digits (spec'd by issue 13: a
 * network check runs while the visitor is still on the step), so the step's check is answered
 * by the time Continue is pressed. Any form on the page, the chat's too: ZIP fields are known by
 * their `autocomplete="postal-code"`.
 */
export function startZipPrefetch(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || field.autocomplete !== 'postal-code') return;
      const zip = field.value.trim();
      if (ZIP.test(zip)) lookUpZip(zip).catch(() => undefined); // the step's check reports and retries
    },
    true,
  );
}
