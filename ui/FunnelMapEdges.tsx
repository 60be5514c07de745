import { useId, useLayoutEffect, useState } from 'react';
import type { FunnelGraph } from '../engine/funnel/map/funnelGraph';
import { edgePath, type Box } from './edgePath';

/** Props of {@link FunnelMapEdges}. */
export interface FunnelMapEdgesProps {
  /** The funnel whose transitions are drawn. */
  readonly graph: FunnelGraph;
  /** The positioned element holding the step cards (`data-step` on each), once mounted. */
  readonly canvas: HTMLElement | null;
}

interface Measured {
  readonly boxes: ReadonlyMap<string, Box>;
  readonly width: number;
  readonly height: number;
}

/** Each card's box in the canvas's own coordinates (those of the SVG laid over it). */
function measure(canvas: HTMLElement): Measured {
  const origin = canvas.getBoundingClientRect();
  const left = origin.left + canvas.clientLeft - canvas.scrollLeft;
  const top = origin.top + canvas.clientTop - canvas.scrollTop;
  const boxes = new Map<string, Box>();
  for (const card of canvas.querySelectorAll<HTMLElement>('[data-step]')) {
    const box = card.getBoundingClientRect();
    boxes.set(card.dataset.step ?? '', {
      left: box.left - left,
      top: box.top - top,
      width: box.width,
      height: box.height,
    });
  }
  return { boxes, width: canvas.scrollWidth, height: canvas.scrollHeight };
}

/**
 * The arrows between the step cards, measured from where the cards were laid out. Decorative:
 * each card lists its ways out in words, which is what assistive technology reads.
 */
export function FunnelMapEdges({ graph, canvas }: FunnelMapEdgesProps) {
  const marker = useId();
  const [measured, setMeasured] = useState<Measured>();
  useLayoutEffect(() => {
    if (!canvas) return undefined;
    setMeasured(measure(canvas));
    const observer = new ResizeObserver(() => setMeasured(measure(canvas)));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvas, graph]);
  if (!measured) return null;

  const layer = new Map(graph.steps.map((step) => [step.id, step.layer]));
  const rowsOf = (from: string, to: string) => {
    const down = (layer.get(to) ?? 0) - (layer.get(from) ?? 0);
    return down === 1 ? 'next' : down > 1 ? 'further' : 'back';
  };
  return (
    <svg
      className="funnel-map-edges"
      aria-hidden="true"
      focusable="false"
      width={measured.width}
      height={measured.height}
    >
      <defs>
        <marker
          id={marker}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="funnel-map-arrowhead" />
        </marker>
      </defs>
      {graph.edges.map((edge) => {
        const from = measured.boxes.get(edge.from);
        const to = measured.boxes.get(edge.to);
        if (!from || !to) return null;
        const rows = rowsOf(edge.from, edge.to);
        const siblings = graph.edges.filter(
          (other) => other.from === edge.from && rowsOf(other.from, other.to) === rows,
        );
        const span = Math.abs((layer.get(edge.to) ?? 0) - (layer.get(edge.from) ?? 0));
        const { d, label } = edgePath(
          from,
          to,
          rows,
          siblings.indexOf(edge),
          siblings.length,
          Math.min(Math.max(span - 2, 0), 4),
        );
        const numbered = graph.edges.filter((other) => other.from === edge.from).length > 1;
        return (
          <g
            key={`${edge.from}-${edge.order}`}
            className={edge.conditional ? 'funnel-map-edge is-conditional' : 'funnel-map-edge'}
          >
            <path d={d} markerEnd={`url(#${marker})`} />
            {numbered && (
              <text x={label.x} y={label.y} dy="0.35em" textAnchor="middle">
                {edge.order + 1}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
