import type { Browser, Page } from '@playwright/test';
import { medianOf } from './median';

/** Medians of a step change, in milliseconds. */
export interface StepChangeTimes {
  /** Click → the end of the first frame that shows the next question (issue 27's measure). */
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** Click → the frame after that one: also counts the work a page does right after the paint. */
  readonly nextFrameMedian: number;
  readonly runs: number;
  /** Each run's first figure, in the order measured (round by round, for paired comparisons). */
  readonly paints: readonly number[];
}

/** One run: to the frame showing the next question, and to the frame after it. */
export type ClickTimes = readonly [paint: number, nextFrame: number];

// A string, not a function: tsx would add helpers the page does not have. It relies only on what
// every quiz shares: the ZIP code field's label, its form's submit button and the next question's
// visible heading (an h1 on the floors; our quiz page keeps its h1 for the page's headline and
// asks the question in an h2). Every frame from the click on is watched by a requestAnimationFrame
// callback asked for before the click, so it runs before any the page asks for in that frame: in the
// first frame where the heading is in the DOM and visible, it posts a user-blocking task, which runs
// right after that frame's work (style, layout, paint), ahead of the tasks already waiting (timers,
// messages, network answers, the browser's own focus fix-up): those run after the frame, so they
// are not the click's cost. A message, as this used to post, waited behind them, and the figure
// then counted 5–10 ms of work done after the paint, more for a page that defers more to it. That
// is the first figure; the second waits one more frame, so it counts that work too.
// Only the heading with the question's words is asked whether it is visible: asking every heading
// of a page would cost a long page more than a short one, and that is the watcher's cost, not the page's.
const CLICK_AND_WAIT = `new Promise((resolve, reject) => {
  const zip = [...document.querySelectorAll('input')].find((input) =>
    [...(input.labels ?? [])].some((label) => label.textContent.trim() === 'ZIP code'));
  const submit = zip?.form?.querySelector('button[type="submit"]');
  if (!submit) return reject(new Error('no ZIP field with a submit button'));
  const shown = () => [...document.querySelectorAll('h1, h2, h3')].some((heading) =>
    heading.textContent.trim().startsWith('Do you have Medicare') && heading.checkVisibility());
  if (shown()) return reject(new Error('the next question shows before Continue'));
  let started = 0;
  const painted = () => {
    if (shown()) {
      scheduler.postTask(() => {
        const paint = performance.now() - started;
        requestAnimationFrame(() => resolve([paint, performance.now() - started]));
      }, { priority: 'user-blocking' });
    } else if (performance.now() - started > 10000) reject(new Error('the next question never showed'));
    else requestAnimationFrame(painted);
  };
  requestAnimationFrame(painted);
  started = performance.now();
  submit.click();
})`;

/** Runs {@link CLICK_AND_WAIT} on `page`; a failure names `what` was measured. */
export function clickAndWait(page: Page, what: string): Promise<ClickTimes> {
  return page.evaluate<ClickTimes>(CLICK_AND_WAIT).catch((error: unknown) => {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** What a visitor's typing takes between keys (a quick typist on a phone). */
const KEY_DELAY_MS = 120;
/** The pause after the fifth digit before Continue, as issue 27 measures it. */
const PAUSE_MS = 500;

/**
 * Issue 27's visitor: clicks the ZIP field, types five digits, pauses 500 ms. The pause matters:
 * the ZIP code's lookup starts at the fifth digit, and a Continue pressed before it answered
 * waits for it (a question not shown before the network answers is not the click's cost).
 */
export async function typeZipAsVisitor(page: Page): Promise<void> {
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.click();
  await zip.pressSequentially('90210', { delay: KEY_DELAY_MS });
  await page.waitForTimeout(PAUSE_MS);
}

/** The medians and range of the runs' figures. */
export function stepChangeTimes(runs: readonly ClickTimes[]): StepChangeTimes {
  const paints = runs.map(([paint]) => paint);
  return {
    median: medianOf(paints),
    min: Math.min(...paints),
    max: Math.max(...paints),
    nextFrameMedian: medianOf(runs.map(([, nextFrame]) => nextFrame)),
    runs: runs.length,
    paints,
  };
}

/**
 * Continue pressed on the ZIP step → the medicare quiz's next question painted, at 4x CPU
 * throttling (a mid-range phone), in a fresh context so no saved progress skips a step.
 * The page is loaded unthrottled, the pointer moved over it (which starts a prerendered page's
 * app) and left to settle (the app's takeover, then an idle callback) so the click lands on the
 * app, as a visitor's does after reading the question; then the ZIP code is typed as issue 27's
 * visitor does ({@link typeZipAsVisitor}) and the CPU throttled for the click.
 *
 * @example await stepChangeOnce(browser, 'http://m10.localhost:3000/quiz/medicare/zip')
 */
export async function stepChangeOnce(browser: Browser, url: string): Promise<ClickTimes> {
  const context = await browser.newContext();
  try {
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
    await typeZipAsVisitor(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await clickAndWait(page, `step change on ${url}`);
  } finally {
    await context.close();
  }
}
