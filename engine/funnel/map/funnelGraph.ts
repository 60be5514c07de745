import type { Condition } from '../../../schemas/condition';
import type { EnterEffect, SubmitEffect } from '../../../schemas/effects';
import type { CompiledFunnel, CompiledStep } from '../compiler/compileFunnel';
import { conditionInWords } from './conditionInWords';
import { layerSteps } from './layerSteps';

/** A step as the funnel map draws it. */
export interface FunnelGraphStep {
  readonly id: string;
  readonly title: string;
  readonly type: CompiledStep['type'];
  /** What the progress bar shows on it (`aria-valuenow`), out of the funnel's `progressMax`. */
  readonly progress: number;
  readonly skippable: boolean;
  /** Effects started when the step is entered, in order. */
  readonly enterEffects: readonly EnterEffect[];
  /** Effects run on submit, one after the other (each may refuse the answers). */
  readonly submitEffects: readonly SubmitEffect[];
  /** Row of a top-down drawing (0: the first step) and place in that row. */
  readonly layer: number;
  readonly column: number;
  /** No path from the first step leads here. */
  readonly unreachable: boolean;
  /** Every way out has a condition: when none matches, the visitor stays on the step. */
  readonly staysWhenNoneMatch: boolean;
}

/** A way from one step to the next: taken on Continue (and Skip, when the step is skippable). */
export interface FunnelGraphEdge {
  readonly from: string;
  readonly to: string;
  /** The order the ways out of `from` are tried in (0 first); the first that matches is taken. */
  readonly order: number;
  /** When it is taken, in words: "haveMedicaid is Yes", "otherwise" (after conditions), or "always". */
  readonly when: string;
  readonly conditional: boolean;
  readonly onSkip: boolean;
}

/** A compiled funnel as a graph: steps in drawing order (by layer, then column) and transitions. */
export interface FunnelGraph {
  readonly id: string;
  readonly initial: string;
  readonly progressMax: number;
  readonly steps: readonly FunnelGraphStep[];
  readonly edges: readonly FunnelGraphEdge[];
}

interface MachineTransition {
  readonly target?: readonly { readonly parent?: unknown; readonly key: string }[] | undefined;
  readonly guard?: unknown;
}
interface MachineNode {
  readonly key: string;
  readonly states: Readonly<Record<string, MachineNode>>;
  readonly on: Readonly<Record<string, readonly MachineTransition[]>>;
  readonly always?: readonly MachineTransition[] | undefined;
  readonly entry: readonly unknown[];
  readonly invoke: readonly { readonly src: unknown }[];
}

const conditionOf = (guard: unknown): Condition | undefined =>
  (guard as { params?: { when?: Condition } } | undefined)?.params?.when;
const effectOf = (action: unknown): EnterEffect | undefined => {
  const { type, params } = action as { type?: unknown; params?: { effect?: EnterEffect } };
  if (type === 'startDemandCheck') return 'demandCheck';
  return type === 'startEffect' ? params?.effect : undefined;
};

/** The transitions out of a step state: its SUBMIT, or (with submit effects) its `proceeding` state's. */
function exitsOf(
  node: MachineNode,
  region: MachineNode,
): { to: string; condition: Condition | undefined }[] {
  const transitions = node.states.proceeding
    ? (node.states.proceeding.always ?? [])
    : (node.on.SUBMIT ?? []);
  return transitions.flatMap((transition) => {
    const target = transition.target?.[0];
    // Targets inside the step (back to answering) and targetless ones keep the visitor here.
    return target && target.parent === region
      ? [{ to: target.key, condition: conditionOf(transition.guard) }]
      : [];
  });
}

/**
 * Reads a compiled funnel's machine back as a graph for the funnel map: every step with its type,
 * progress and effects, every `next` branch as an edge with its condition in words, and a layered
 * top-down layout (steps further along a path sit lower; loops back are ignored).
 *
 * @example funnelGraph(compileFunnel(parseFunnel(json))).edges[0] // { from: 'zip', to: 'medicare', when: 'always', … }
 */
export function funnelGraph(funnel: CompiledFunnel): FunnelGraph {
  const region = funnel.machine.root.states.step as unknown as MachineNode;
  const edges: FunnelGraphEdge[] = [];
  const facts = Object.entries(funnel.steps).map(([id, step]) => {
    const node = region.states[id]!;
    const answering = node.states.answering ?? node;
    const exits = exitsOf(node, region);
    exits.forEach(({ to, condition }, order) => {
      const conditional = condition !== undefined;
      const when = conditional ? conditionInWords(condition) : order > 0 ? 'otherwise' : 'always';
      edges.push({ from: id, to, order, when, conditional, onSkip: 'SKIP' in answering.on });
    });
    return {
      id,
      title: step.title,
      type: step.type,
      progress: step.progress,
      skippable: 'SKIP' in answering.on,
      enterEffects: node.entry.map(effectOf).filter((effect) => effect !== undefined),
      submitEffects: Object.values(node.states).flatMap((state) =>
        state.invoke.map((invoked) => invoked.src as SubmitEffect),
      ),
      staysWhenNoneMatch:
        step.type !== 'final' && exits.every((exit) => exit.condition !== undefined),
    };
  });
  const layout = layerSteps(
    funnel.initial,
    facts.map((step) => step.id),
    edges,
  );
  const steps = facts
    .map((step) => ({ ...step, ...layout.get(step.id)! }))
    .sort((a, b) => a.layer - b.layer || a.column - b.column);
  return { id: funnel.id, initial: funnel.initial, progressMax: funnel.progressMax, steps, edges };
}
