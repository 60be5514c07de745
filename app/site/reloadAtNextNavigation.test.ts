import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisteredRouter } from '@tanstack/react-router';

vi.mock('virtual:site', () => ({
  siteTable: {
    pages: [
      { path: '/quiz/medicare', brands: ['m10'] },
      { path: '/reviews', brands: ['m10'] },
    ],
    brands: [],
  },
}));
vi.mock('../brands/brand', () => ({ currentBrand: () => ({ id: 'm10' }) }));

interface Resolved {
  readonly pathChanged: boolean;
  readonly fromLocation?: { readonly pathname: string };
  readonly toLocation: { readonly pathname: string };
}

const reload = vi.fn();
let onLine = true;
let resolved: (event: Resolved) => void = () => undefined;
/** The module afresh (its wish for a full load is the module's own) and a router it listens to. */
async function started() {
  vi.resetModules();
  const module = await import('./reloadAtNextNavigation');
  const router = {
    subscribe: (type: string, listener: (event: Resolved) => void) => {
      if (type === 'onResolved') resolved = listener;
      return () => undefined;
    },
  } as unknown as RegisteredRouter;
  module.reloadNavigationsWhenAsked(router);
  return module;
}
const navigate = (from: string | undefined, to: string) =>
  resolved({
    pathChanged: from !== to,
    ...(from !== undefined && { fromLocation: { pathname: from } }),
    toLocation: { pathname: to },
  });

beforeEach(() => {
  reload.mockClear();
  onLine = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return onLine;
    },
  });
  vi.stubGlobal('location', { reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('a full page load at the next navigation (a new build, a chunk failed offline)', () => {
  it('none unless asked for', async () => {
    await started();
    navigate('/quiz/medicare/zip', '/reviews');
    expect(reload).not.toHaveBeenCalled();
  });

  it('once asked for, the next page or step the visitor goes to loads afresh', async () => {
    const { reloadAtNextNavigation } = await started();
    reloadAtNextNavigation();
    navigate('/quiz/medicare/zip', '/quiz/medicare/medicare');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('not the URL taking the first step of a taken-over page, nor a navigation to the same path', async () => {
    const { reloadAtNextNavigation } = await started();
    reloadAtNextNavigation();
    navigate('/quiz/medicare', '/quiz/medicare/zip');
    navigate('/reviews', '/reviews');
    expect(reload).not.toHaveBeenCalled();
  });

  it('not while offline (the browser’s offline page would replace the visitor’s): the next navigation once online', async () => {
    const { reloadAtNextNavigation } = await started();
    reloadAtNextNavigation();
    onLine = false;
    navigate('/quiz/medicare/zip', '/quiz/medicare/medicare');
    expect(reload).not.toHaveBeenCalled();
    onLine = true;
    navigate('/quiz/medicare/medicare', '/quiz/medicare/medicaid');
    expect(reload).toHaveBeenCalledOnce();
  });
});
