import { useEffect } from 'react';
import { schedule } from '../platform/schedule';
import { currentBrand } from '../brands/brand';
import { loadConsentScripts } from './loadConsentScripts';

/** The consent step's form: the one holding its disclosure, or the chat's composer (the disclosure is the message above it). */
function consentForm(): HTMLFormElement | null {
  const form =
    document.querySelector('[data-consent-disclosure]')?.closest('form') ??
    document.querySelector('.chat-composer form');
  return form instanceof HTMLFormElement ? form : null;
}

/**
 * On a consent step (a disclosure is shown), loads the consent scripts once its form is in the
 * DOM: after the commit that rendered it, or as soon as the chat's composer appears after its
 * typing pause (checked each frame, for a few seconds at most).
 */
export function useConsentScripts(disclosure: string | undefined): void {
  useEffect(() => {
    if (disclosure === undefined) return;
    let cancelFrame: (() => void) | undefined;
    let tries = 0;
    const attempt = () => {
      const form = consentForm();
      if (form) loadConsentScripts(currentBrand(), form);
      else if ((tries += 1) < 300) cancelFrame = schedule('frame', attempt);
    };
    attempt();
    return () => cancelFrame?.();
  }, [disclosure]);
}
