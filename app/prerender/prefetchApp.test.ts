// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE } from '../../engine/site/appScripts';
import { prefetchApp } from './prefetchApp';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('href'),
    link.crossOrigin,
  ]);

it('fetches the app’s scripts listed on #app only once the page is idle, in CORS mode, without running them', async () => {
  const container = document.createElement('div');
  container.setAttribute(APP_SCRIPTS_ATTRIBUTE, '/assets/startApp-1.js /assets/medicare-2.js');
  const done = prefetchApp(container);
  expect(prefetched()).toEqual([]);
  // jsdom has no idle callbacks: the fallback timer stands for the page's first idle moment.
  await vi.advanceTimersByTimeAsync(50);
  await done;
  expect(prefetched()).toEqual([
    ['/assets/startApp-1.js', 'anonymous'],
    ['/assets/medicare-2.js', 'anonymous'],
  ]);
  expect(document.querySelectorAll('script')).toHaveLength(0);
});

it('fetches nothing on a page the server listed no scripts for', async () => {
  const done = prefetchApp(document.createElement('div'));
  await vi.advanceTimersByTimeAsync(1_000);
  await done;
  expect(prefetched()).toEqual([]);
});

it('adds the links a few at a time, each batch in an idle moment of its own, all within a second', async () => {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const idle: { run: () => void; timeout: number | undefined }[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      idle.push({
        run: () => callback({ didTimeout: false, timeRemaining: () => 10 }),
        timeout: options?.timeout,
      }),
  );
  // Each link costs the browser 2 ms to set up: two fit in a 4 ms slice.
  const doc = {
    createElement: document.createElement.bind(document),
    head: { append: (link: Node) => ((now += 2), document.head.append(link)) },
  } as unknown as Document;
  const container = document.createElement('div');
  const scripts = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `/assets/${name}.js`);
  container.setAttribute(APP_SCRIPTS_ATTRIBUTE, scripts.join(' '));
  const done = prefetchApp(container, doc);
  const counts: number[] = [];
  const timeouts: (number | undefined)[] = [];
  while (idle.length > 0) {
    const next = idle.shift()!;
    timeouts.push(next.timeout);
    now += 450; // the page was busy for a while before this idle moment
    next.run();
    await vi.advanceTimersByTimeAsync(0);
    counts.push(prefetched().length);
  }
  await done;
  expect(counts).toEqual([2, 4, 6, 7]);
  // Each wait is cut to what is left of the second; past it, 1 ms (a timeout of 0 would mean none).
  expect(timeouts).toEqual([1_000, 1_000 - 454, 1_000 - 908, 1]);
});
