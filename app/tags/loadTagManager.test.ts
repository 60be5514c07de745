// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTagManager, pageNonce } from './loadTagManager';

const tagManagerScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]'),
];

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '<script nonce="n0nce-from-server" src="/assets/index.js"></script>';
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadTagManager', () => {
  it('injects the container with the page nonce once the page is idle, never before', async () => {
    loadTagManager('GTM-TEST1', pageNonce());
    expect(tagManagerScripts()).toEqual([]); // nothing blocks the page's own start
    await vi.advanceTimersByTimeAsync(1_000);
    const [script] = tagManagerScripts();
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce-from-server');
    expect(window.dataLayer).toEqual([
      { 'gtm.start': expect.any(Number) as unknown, event: 'gtm.js' },
    ]);
  });

  it('loads nothing without an id, and a container only once', async () => {
    loadTagManager('', 'n');
    loadTagManager('GTM-TWICE');
    loadTagManager('GTM-TWICE');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tagManagerScripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TWICE',
    ]);
  });
});
