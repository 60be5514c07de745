import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The mouse leaves the page through its top edge, as exit intent sees it (a `mouseout` to nowhere). */
export const leaveThroughTheTop = (page: Page) =>
  page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { clientX: 200, clientY: 0, relatedTarget: null, bubbles: true }),
    ),
  );

/**
 * Leaves through the top once the exit popup listens: its chunk loads after the takeover, and its
 * closed `<dialog>` is in the page once it does. Leaving before that is a different case
 * (exitIntentBeforeMount.spec.ts): the popup then shows only where the page sets it up early.
 */
export async function leaveOnceThePopupListens(page: Page): Promise<void> {
  await expect(page.locator('dialog.exit-intent')).toBeAttached();
  await leaveThroughTheTop(page);
}
