import type { Browser } from '@playwright/test';
import { median } from './median';

/** Medians of a step change, in milliseconds. */
export interface StepChangeTimes {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: number;
}

// A string, not a function: tsx would add helpers the page does not have. It relies only on what
// every quiz shares: the ZIP code field's label, its form's submit button and the next question's
// visible heading (an h1 on the floors; our quiz page keeps its h1 for the page's headline and
// asks the question in an h2). Resolves one frame after that heading is in the DOM and visible,
// i.e. once it has been painted.
export const CLICK_AND_WAIT = `new Promise((resolve, reject) => {
  const zip = [...document.querySelectorAll('input')].find((input) =>
    [...(input.labels ?? [])].some((label) => label.textContent.trim() === 'ZIP code'));
  const submit = zip?.form?.querySelector('button[type="submit"]');
  if (!submit) return reject(new Error('no ZIP field with a submit button'));
  const shown = () => [...document.querySelectorAll('h1, h2, h3')].some((heading) =>
    heading.checkVisibility() && heading.textContent.trim().startsWith('Do you have Medicare'));
  if (shown()) return reject(new Error('the next question shows before Continue'));
  const started = performance.now();
  const painted = () => {
    if (shown()) requestAnimationFrame(() => resolve(performance.now() - started));
    else if (performance.now() - started > 10000) reject(new Error('the next question never showed'));
    else requestAnimationFrame(painted);
  };
  submit.click();
  requestAnimationFrame(painted);
})`;

/**
 * Continue pressed on the ZIP step → the medicare quiz's next question painted, at 4x CPU
 * throttling (a mid-range phone), each run in a fresh context so no saved progress skips a step.
 * The page is loaded unthrottled, the pointer moved over it (which starts a prerendered page's
 * app) and left to settle (the app's takeover, then an idle callback) so the click lands on the
 * app, as a visitor's does after reading the question.
 *
 * @example await measureStepChange(browser, 'http://m10.localhost:3000/quiz/medicare/zip')
 */
export async function measureStepChange(
  browser: Browser,
  url: string,
  runs = 10,
): Promise<StepChangeTimes> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // A prerendered page starts its app on the visitor's first input: the pointer comes first,
    // as a visitor's reading the question does (the floors ignore it).
    await page.mouse.move(10, 10);
    if ((await page.locator('script#early-submit').count()) > 0)
      await page.locator('html[data-app]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.evaluate(
      'new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))',
    );
    await page.getByLabel('ZIP code', { exact: true }).fill('90210');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const time = await page.evaluate<number>(CLICK_AND_WAIT).catch((error: unknown) => {
      throw new Error(
        `step change on ${url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    times.push(time);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { median: median(times), min: times[0] ?? NaN, max: times.at(-1) ?? NaN, runs };
}
