// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushQuietly, settleQuietPushesWhenIdle } from './quietStepPush';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A real router over a memory history, its one route's loader counting the URLs it loaded. */
async function routerAt(path: string) {
  const loaded: string[] = [];
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    loader: ({ location }) => {
      loaded.push(location.pathname);
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  settleQuietPushesWhenIdle(router, 150);
  // What the router's provider does when it mounts: it loads whenever the history moves.
  router.history.subscribe(() => void router.load());
  await router.load();
  loaded.length = 0;
  return { router, loaded };
}

describe('a quiet push', () => {
  it('moves the history at once and leaves the router to settle it in an idle moment', async () => {
    const { router, loaded } = await routerAt('/quiz/medicare/zip');
    pushQuietly(router, '/quiz/medicare/medicare', false);

    expect(router.history.location.pathname).toBe('/quiz/medicare/medicare');
    expect(router.history.length).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual([]);
    expect(router.state.location.pathname).toBe('/quiz/medicare/zip');

    await vi.advanceTimersByTimeAsync(150);
    expect(loaded).toEqual(['/quiz/medicare/medicare']);
    expect(router.state.location.pathname).toBe('/quiz/medicare/medicare');
  });

  it('settles pushes made before the router got to them once, at the URL they led to', async () => {
    const { router, loaded } = await routerAt('/quiz/medicare/zip');
    pushQuietly(router, '/quiz/medicare/medicare', false);
    pushQuietly(router, '/quiz/medicare/age', true);

    expect(router.history.length).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(loaded).toEqual(['/quiz/medicare/age']);
    expect(router.state.location.pathname).toBe('/quiz/medicare/age');
  });

  it('leaves every other move of the history (Back, a link) to load at once', async () => {
    const { router, loaded } = await routerAt('/quiz/medicare/zip');
    pushQuietly(router, '/quiz/medicare/medicare', false);
    router.history.back();
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual(['/quiz/medicare/zip']);

    await router.navigate({ href: '/compare-auto' });
    expect(loaded).toEqual(['/quiz/medicare/zip', '/compare-auto']);
    expect(router.state.location.pathname).toBe('/compare-auto');
  });
});
