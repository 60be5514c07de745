import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reported: { error: unknown; what: string; extra: unknown }[] = [];
vi.mock('./errorReporting', () => ({
  reportError: (error: unknown, what: string, extra: unknown) =>
    reported.push({ error, what, extra }),
}));
const { reloadAfterChunkError, reloadAfterFailedImport } = await import('./deployment');

const reload = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  reported.length = 0;
  reload.mockClear();
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('location', { pathname: '/quiz/otc', reload });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const chunkGone = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://site.test/assets/QuizPage-abc.js',
  );

describe('a chunk-load failure (spec sections 4 and 8)', () => {
  it('is reported as "Chunk Error", the browser’s error as its cause, and reloads the page', () => {
    const error = chunkGone();
    expect(reloadAfterChunkError(error)).toBe(true);
    expect(reported).toHaveLength(1);
    expect((reported[0]?.error as Error).message).toBe('Chunk Error');
    expect((reported[0]?.error as Error).cause).toBe(error);
    expect(reported[0]?.extra).toEqual({ path: '/quiz/otc' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads a path at most once per 10 s', () => {
    expect(reloadAfterChunkError(chunkGone())).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(reloadAfterChunkError(chunkGone())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reloadAfterChunkError(chunkGone())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('another error is not a chunk error: nothing reported here, no reload', () => {
    expect(reloadAfterChunkError(new Error('boom'))).toBe(false);
    expect(reported).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('an import that failed offline is left to its caller: no reload, now or once back online', () => {
    const listeners: { type: string; listener: () => void }[] = [];
    const network = { onLine: false };
    vi.stubGlobal('navigator', network);
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) =>
      listeners.push({ type, listener }),
    );
    expect(reloadAfterFailedImport(chunkGone())).toBe(false);
    network.onLine = true;
    for (const { type, listener } of listeners) if (type === 'online') listener();
    vi.runAllTimers();
    expect(reported).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('an import that failed online is a chunk gone with the old build: the page reloads', () => {
    expect(reloadAfterFailedImport(chunkGone())).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
