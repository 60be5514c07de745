import type { FunnelData } from '../pages/loadedPage';
import { importOnce } from '../platform/importOnce';

const registryModule = importOnce(() => import('./funnelRegistry'));
const dataModule = importOnce(() => import('./funnelData'));
const loading = new Map<string, Promise<FunnelData>>();

async function load(form: string): Promise<FunnelData> {
  const [{ loadFunnel }, { funnelData }] = await Promise.all([registryModule(), dataModule()]);
  const pending = loadFunnel(form);
  if (!pending) throw new Error(`The page's funnel "${form}" is not in this build.`);
  return funnelData(await pending);
}

/**
 * The funnel registry of the router's context: a page's funnel by its form name, loaded once (a
 * failed load is tried again next time). The engine, RJSF and the funnel load with pages that
 * run one, not with every page.
 */
export const pageFunnels = {
  load(form: string): Promise<FunnelData> {
    let pending = loading.get(form);
    if (!pending) {
      pending = load(form);
      pending.catch(() => loading.delete(form));
      loading.set(form, pending);
    }
    return pending;
  },
};

/** The funnel registry as the router's context carries it. */
export type PageFunnels = typeof pageFunnels;
