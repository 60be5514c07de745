import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  readonly preload: () => Promise<unknown>;
};

/**
 * Like React's `lazy`, but once {@link PreloadableComponent.preload} has settled the component
 * renders at once, without suspending: a prerendered page is taken over in one commit, with no
 * fallback flashing between the server's markup and the app's. Each instance keeps the kind it
 * started with, so a component loaded meanwhile never remounts a running one.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => (loaded = component));
    pending.catch(() => (pending = undefined));
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}
