import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  mayReloadAfterChunkError,
  watchForNewBuild,
  whenBackOnline,
  type BuildAnswer,
} from './deployment';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('deployment detection', () => {
  function watch(answers: BuildAnswer[]) {
    const onNewBuild = vi.fn();
    const onError = vi.fn();
    const fetchLatest = vi.fn(() =>
      Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!),
    );
    const stop = watchForNewBuild({ fetchLatest, onNewBuild, onError, intervalMs: 60_000 });
    return { onNewBuild, onError, fetchLatest, stop };
  }

  it('asks at once and then every interval; a new id is announced once and the polling stops', async () => {
    const { onNewBuild, fetchLatest } = watch([
      { status: 200, body: { id: 'a' } },
      { status: 200, body: { id: 'a' } },
      { status: 200, body: { id: 'b' } },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewBuild).toHaveBeenCalledWith('b', undefined);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(onNewBuild).toHaveBeenCalledOnce();
  });

  it('judges a new build against the running bundle’s own id: a build deployed before the first poll is new', async () => {
    const onNewBuild = vi.fn();
    const fetchLatest = vi.fn(() => Promise.resolve({ status: 200, body: { id: 'b' } }));
    watchForNewBuild({
      fetchLatest,
      running: 'a',
      onNewBuild,
      onError: vi.fn(),
      intervalMs: 60_000,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledWith('b', undefined);
  });

  it('the running bundle’s own id named by the descriptor is no new build', async () => {
    const onNewBuild = vi.fn();
    const fetchLatest = vi.fn(() => Promise.resolve({ status: 200, body: { id: 'a' } }));
    watchForNewBuild({
      fetchLatest,
      running: 'a',
      onNewBuild,
      onError: vi.fn(),
      intervalMs: 60_000,
    });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchLatest).toHaveBeenCalledTimes(4);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('fetches the new build’s builds/meta/{id}.json for its route rules', async () => {
    const onNewBuild = vi.fn();
    const routeRules = { '/old-page': { redirect: '/new-page', statusCode: 301 } };
    const fetchMeta = vi.fn((id: string) =>
      Promise.resolve({ status: 200, body: { id, builtAt: '2026-11-22T11:59:00Z', routeRules } }),
    );
    watchForNewBuild({
      fetchLatest: () => Promise.resolve({ status: 200, body: { id: 'b' } }),
      fetchMeta,
      running: 'a',
      onNewBuild,
      onError: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMeta).toHaveBeenCalledWith('b');
    expect(onNewBuild).toHaveBeenCalledWith('b', { id: 'b', routeRules });
  });

  it('a meta that fails or is another build’s still announces the build, without rules', async () => {
    const onError = vi.fn();
    const first = vi.fn();
    watchForNewBuild({
      fetchLatest: () => Promise.resolve({ status: 200, body: { id: 'b' } }),
      fetchMeta: () => Promise.reject(new Error('offline')),
      running: 'a',
      onNewBuild: first,
      onError,
    });
    const second = vi.fn();
    watchForNewBuild({
      fetchLatest: () => Promise.resolve({ status: 200, body: { id: 'b' } }),
      fetchMeta: () => Promise.resolve({ status: 200, body: { id: 'c', routeRules: {} } }),
      running: 'a',
      onNewBuild: second,
      onError: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledWith('b', undefined);
    expect(onError).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledWith('b', undefined);
  });

  it('tolerates 404 and 403, reports other failures', async () => {
    const { onError } = watch([
      { status: 404, body: null },
      { status: 403, body: null },
      { status: 500, body: null },
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });
});

describe('chunk-load reload guard', () => {
  it('reloads a path at most once per 10 s, each path on its own', () => {
    const storage = memoryStorage();
    const start = Date.now();
    expect(mayReloadAfterChunkError(storage, '/quiz/medicare', start)).toBe(true);
    expect(mayReloadAfterChunkError(storage, '/quiz/medicare', start + 9_999)).toBe(false);
    expect(mayReloadAfterChunkError(storage, '/quiz/auto', start + 9_999)).toBe(true);
    expect(mayReloadAfterChunkError(storage, '/quiz/medicare', start + 10_000)).toBe(true);
  });

  it('recognises the browsers’ chunk-load errors', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
  });
});

describe('a chunk that fails offline', () => {
  it('waits for the browser to be back online, then runs once; online it leaves the choice to the caller', () => {
    const browser = { onLine: false };
    const target = new EventTarget();
    const run = vi.fn();
    expect(whenBackOnline(run, browser, target)).toBe(true);
    target.dispatchEvent(new Event('offline'));
    expect(run).not.toHaveBeenCalled();
    browser.onLine = true;
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledOnce();

    const later = vi.fn();
    expect(whenBackOnline(later, browser, target)).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(later).not.toHaveBeenCalled();
  });
});
