import { useId, useState } from 'react';
import type { FunnelGraph } from '../engine/funnel/map/funnelGraph';
import './FunnelMap.css';
import { FunnelMapEdges } from './FunnelMapEdges';
import { FunnelMapStep } from './FunnelMapStep';

/** Props of {@link FunnelMap}. */
export interface FunnelMapProps {
  /** The funnel as a graph (`funnelGraph(compiledFunnel)`). */
  readonly graph: FunnelGraph;
  /** Where each step's name links to (its story, its report); absent: no links. */
  readonly stepHref?: (stepId: string) => string;
  /** The target frame of those links (`_top` to leave Storybook's preview frame). */
  readonly linkTarget?: string;
}

/**
 * A funnel drawn top-down: a card per step (type, progress, effects, ways out with their
 * conditions in words) placed by the graph's layers, and arrows between them. The cards are an
 * ordered list a screen reader reads in drawing order; the arrows are decoration.
 */
export function FunnelMap({ graph, stepHref, linkTarget }: FunnelMapProps) {
  const id = useId();
  // State, not a ref: the arrows measure the cards once the canvas is in the page.
  const [canvas, setCanvas] = useState<HTMLDivElement | null>(null);
  const anchorOf = (step: string) => `${id}-${step}`;
  const columns = Math.max(1, ...graph.steps.map((step) => step.column + 1));
  return (
    <section className="funnel-map" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Funnel map: {graph.id}</h2>
      <p className="funnel-map-summary">
        {graph.steps.length} steps, starting at{' '}
        <a href={`#${anchorOf(graph.initial)}`}>{graph.initial}</a>; progress out of{' '}
        {graph.progressMax}. Continue (and Skip, on a skippable step) takes the first way out whose
        condition matches, in the numbered order.
      </p>
      <div className="funnel-map-canvas" ref={setCanvas}>
        <FunnelMapEdges graph={graph} canvas={canvas} />
        <ol
          className="funnel-map-steps"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(15rem, 18rem))` }}
        >
          {graph.steps.map((step) => (
            <FunnelMapStep
              key={step.id}
              step={step}
              exits={graph.edges.filter((edge) => edge.from === step.id)}
              progressMax={graph.progressMax}
              anchorOf={anchorOf}
              href={stepHref?.(step.id)}
              linkTarget={linkTarget}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
