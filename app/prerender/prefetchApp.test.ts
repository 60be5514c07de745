// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE } from '../../engine/site/appScripts';
import { prefetchApp } from './prefetchApp';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
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
