import type { Browser } from '@playwright/test';
import { clickAndWait, type ClickTimes, typeZipAsVisitor } from './measureStepChange';

/**
 * The first Continue as a visitor makes it (issue 27): a fresh context at 4x CPU from the start,
 * the page loaded, the ZIP field clicked (on a prerendered page the first input, which starts the
 * app), five digits typed, a 500 ms pause, then Continue → the next question painted. Nothing
 * waits for the app: a first Continue that would wait for its download or start shows up here,
 * in the slowest run.
 *
 * @example await firstContinueOnce(browser, 'http://m10.localhost:3000/quiz/medicare')
 */
export async function firstContinueOnce(browser: Browser, url: string): Promise<ClickTimes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await typeZipAsVisitor(page);
    return await clickAndWait(page, `first Continue on ${url}`);
  } finally {
    await context.close();
  }
}
