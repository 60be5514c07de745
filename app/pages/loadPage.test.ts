import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteRouterContext } from '../site/routerContext';

const route = (path: string) => ({
  name: path.slice(1),
  path,
  brands: ['m10'],
  language: 'english',
  scrollToTop: true,
  template: 'article',
  product: 'otc',
  indexable: true,
});
vi.mock('../brands/brand', () => ({ appEnv: () => 'production' }));
vi.mock('../site/head', () => ({ applyHead: () => undefined }));
const entries: { path: string; entered: boolean }[] = [];
vi.mock('./pageView', () => ({
  trackPageView: (path: string, _properties: unknown, entered: unknown) =>
    entries.push({ path, entered: entered !== undefined }),
  funnelPageView: () => ({}),
}));
vi.mock('./preloadPageParts', () => ({ preloadPageParts: () => Promise.resolve() }));
vi.stubGlobal('location', { origin: 'http://site.test', href: 'http://site.test/' });

/** Each page's content arrives after its delay (ms); `/broken`'s fails. */
const delays: Record<string, number> = {
  '/first': 0,
  '/slow': 300,
  '/late': 300,
  '/quick': 60,
  '/broken': 200,
};
const fetched: string[] = [];
const cache = new Map<string, Promise<unknown>>();
// Like the real one: one request per page, a failed one forgotten.
vi.mock('./fetchPayload', () => ({
  fetchPayload: (path: string) => {
    let pending = cache.get(path);
    if (!pending) {
      fetched.push(path);
      pending = new Promise((resolve, reject) =>
        setTimeout(
          () =>
            path === '/broken'
              ? reject(new Error('503'))
              : resolve({
                  ...route(path),
                  title: path,
                  smid: {},
                  xsmid: {},
                  benefits: [],
                  planTypes: [],
                  middleware: [],
                  body: [],
                  description: '',
                }),
          delays[path],
        ),
      );
      pending.catch(() => cache.delete(path));
      cache.set(path, pending);
    }
    return pending;
  },
}));
const { loadPage, onLatePayload } = await import('./loadPage');

// The router's context: the brand, its pages, no funnel.
const context = {
  brand: { id: 'm10', name: 'M10', favicon: '/favicons/m10.svg', hosts: [] },
  pages: [route('/first'), route('/slow'), route('/late'), route('/quick'), route('/broken')],
  funnels: { load: () => Promise.reject(new Error('no funnel here')) },
  track: () => undefined,
} as unknown as SiteRouterContext;
const load = (pathname: string) => loadPage({ pathname, searchStr: '', preload: false, context });

beforeEach(() => {
  vi.useFakeTimers();
  fetched.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('route resolution waits at most about 100 ms for a page’s payload (spec section 9)', () => {
  it('past that, another page renders its loading state, and resolves again once its content is there', async () => {
    const late: number[] = [];
    onLatePayload(() => late.push(Date.now()));
    const first = load('/first');
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toMatchObject({ route: { path: '/first' } });

    const start = Date.now();
    let settled: unknown;
    void load('/slow').then((page) => (settled = page));
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({
      loading: true,
      route: { path: '/slow', language: 'english', template: 'article' },
    });
    expect(late).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(late).toEqual([start + 300]);
    // The router resolves again: the content is there now.
    expect(await load('/slow')).toMatchObject({
      route: { path: '/slow' },
      payload: { title: '/slow' },
    });
  });

  it('coming back to the page shown before a loading state enters it again (its head, its page view)', async () => {
    // /slow is shown (the test before); /late shows its loading state; Back to /slow.
    const late = load('/late');
    await vi.advanceTimersByTimeAsync(100);
    expect(await late).toMatchObject({ loading: true });
    const back = load('/slow');
    await vi.advanceTimersByTimeAsync(0);
    expect(await back).toMatchObject({ route: { path: '/slow' } });
    expect(entries.at(-1)).toEqual({ path: '/slow', entered: true });
    await vi.advanceTimersByTimeAsync(300);
  });

  it('a payload within the wait renders the page without a loading state', async () => {
    const pending = load('/quick');
    await vi.advanceTimersByTimeAsync(60);
    expect(await pending).toMatchObject({ route: { path: '/quick' } });
  });

  it('a late payload that fails: the next resolution shows the error (the content is asked for once)', async () => {
    const late: number[] = [];
    onLatePayload(() => late.push(Date.now()));
    const pending = load('/broken');
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toMatchObject({ loading: true });
    await vi.advanceTimersByTimeAsync(100);
    expect(late).toHaveLength(1);
    await expect(load('/broken')).rejects.toThrow('503');
    expect(fetched.filter((path) => path === '/broken')).toHaveLength(1);
  });
});
