import loadFunnelModule from 'virtual:funnels';
import { loadedFunnelOf, type LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';

export type { LoadedFunnel };

const cache = new Map<string, Promise<LoadedFunnel>>();

/**
 * Loads and compiles a funnel once per page life; `undefined` when no funnel has that id.
 * Compiling outside render keeps React StrictMode from building a machine twice.
 */
export function loadFunnel(id: string): Promise<LoadedFunnel> | undefined {
  let loaded = cache.get(id);
  if (!loaded) {
    const pending = loadFunnelModule(id);
    if (!pending) return undefined;
    loaded = pending.then(loadedFunnelOf);
    cache.set(id, loaded);
  }
  return loaded;
}
