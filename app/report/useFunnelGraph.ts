import { useEffect, useState } from 'react';
import { funnelGraph, type FunnelGraph } from '../../engine/funnel/map/funnelGraph';
import { loadFunnel } from '../funnel/funnelRegistry';

/** The funnel map's graph of a funnel of this build, compiled once per funnel; `undefined` while it loads or when there is none. */
export function useFunnelGraph(funnelId: string): FunnelGraph | undefined {
  const [graph, setGraph] = useState<{ readonly id: string; readonly graph: FunnelGraph }>();
  useEffect(() => {
    let current = true;
    void loadFunnel(funnelId)?.then((loaded) => {
      if (current) setGraph({ id: funnelId, graph: funnelGraph(loaded.funnel) });
    });
    return () => {
      current = false;
    };
  }, [funnelId]);
  return graph?.id === funnelId ? graph.graph : undefined;
}
