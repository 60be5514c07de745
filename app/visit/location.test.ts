import { afterEach, expect, it, vi } from 'vitest';

// The lookup's chunk cannot be loaded, as offline: importing it rejects.
vi.mock('./locationActor', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/locationActor-abc.js');
});
const { currentLocation, noteZipSources } = await import('./location');

afterEach(() => vi.unstubAllGlobals());

it('a lookup whose chunk failed to load leaves the location unknown, and no unhandled rejection', async () => {
  vi.stubGlobal('window', globalThis);
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    noteZipSources({ formZip: '90210' });
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
  expect(unhandled).toEqual([]);
  expect(currentLocation()).toBeNull();
});
