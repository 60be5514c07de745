// @vitest-environment jsdom
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function mount(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  flushSync(() =>
    createRoot(container).render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>),
  );
  return container;
}

describe('preloadableLazy', () => {
  it('suspends like lazy when it was not preloaded', () => {
    const Greeting = preloadableLazy(() =>
      Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>),
    );
    expect(mount(<Greeting name="Ann" />).textContent).toBe('loading');
  });

  it('renders in the first commit once preloaded: no fallback between the server markup and the app', async () => {
    let loads = 0;
    const Greeting = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>);
    });
    await Greeting.preload();
    await Greeting.preload();
    expect(mount(<Greeting name="Ann" />).textContent).toBe('Hello Ann');
    expect(loads).toBe(1);
  });

  it('loads again after a failed load (a chunk missing during a deployment)', async () => {
    let attempt = 0;
    const Greeting = preloadableLazy(() =>
      ++attempt === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve(() => <p>Hi</p>),
    );
    await expect(Greeting.preload()).rejects.toThrow('chunk gone');
    await Greeting.preload();
    expect(mount(<Greeting />).textContent).toBe('Hi');
  });
});
