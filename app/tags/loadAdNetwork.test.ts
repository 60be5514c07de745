// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const serveScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[src*="mediaalpha.com"]'),
];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  document.head.innerHTML = '<script nonce="n0nce-from-server" src="/assets/index.js"></script>';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadAdNetwork', () => {
  it('injects the serve script async with the page nonce once the page is idle, never before, and once', async () => {
    const { loadAdNetwork } = await import('./loadAdNetwork');
    loadAdNetwork('m10-quiz-call');
    loadAdNetwork('m10-quiz-call');
    expect(serveScripts()).toEqual([]); // nothing blocks the page's own start
    await vi.advanceTimersByTimeAsync(1_000);
    expect(serveScripts()).toHaveLength(1);
    const [script] = serveScripts();
    expect(script?.src).toBe('https://insurance.mediaalpha.com/js/serve.js');
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce-from-server');
  });

  it.each(['', '   ', '0000000000'])(
    'loads nothing for a brand without a placement id (%j)',
    async (placementId) => {
      const { loadAdNetwork } = await import('./loadAdNetwork');
      loadAdNetwork(placementId);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(serveScripts()).toEqual([]);
    },
  );
});
