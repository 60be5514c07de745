import { effectCatalogue } from '../schemas/effects';
import type { FunnelGraphEdge, FunnelGraphStep } from '../engine/funnel/map/funnelGraph';

/** Props of {@link FunnelMapStep}. */
export interface FunnelMapStepProps {
  readonly step: FunnelGraphStep;
  /** The ways out of this step, in the order they are tried. */
  readonly exits: readonly FunnelGraphEdge[];
  /** The funnel's progress total. */
  readonly progressMax: number;
  /** The element id of a step's card, for in-page links. */
  readonly anchorOf: (stepId: string) => string;
  /** Where the step's name links to; absent: no link. */
  readonly href?: string | undefined;
  /** The link's target frame (`_top` inside Storybook). */
  readonly linkTarget?: string | undefined;
}

const typeWords = { regular: 'Regular', auxiliary: 'Auxiliary', final: 'Final' } as const;

/** One step of the funnel map: what it asks, its progress and effects, and where it leads. */
export function FunnelMapStep({
  step,
  exits,
  progressMax,
  anchorOf,
  href,
  linkTarget,
}: FunnelMapStepProps) {
  const skip = exits.some((exit) => exit.onSkip) ? 'Continue or Skip' : 'Continue';
  return (
    <li
      id={anchorOf(step.id)}
      className={`funnel-map-step is-${step.type}`}
      data-step={step.id}
      style={{ gridRow: step.layer + 1, gridColumn: step.column + 1 }}
    >
      <h3 className="funnel-map-step-id">
        {href ? (
          <a href={href} target={linkTarget}>
            {step.id}
          </a>
        ) : (
          step.id
        )}
      </h3>
      <p className="funnel-map-step-title">{step.title}</p>
      <p className="funnel-map-step-facts">
        <span className="funnel-map-badge">{typeWords[step.type]}</span> progress {step.progress} of{' '}
        {progressMax}
        {step.skippable && ' · skippable'}
        {step.unreachable && ' · no path leads here'}
      </p>
      {step.enterEffects.length > 0 && (
        <p className="funnel-map-effects">
          On enter:{' '}
          {step.enterEffects
            .map((effect) => `${effect} (${effectCatalogue[effect].summary})`)
            .join('; ')}
        </p>
      )}
      {step.submitEffects.length > 0 && (
        <p className="funnel-map-effects">
          On submit:{' '}
          {step.submitEffects
            .map((effect) => `${effect} (${effectCatalogue[effect].summary})`)
            .join(', then ')}
        </p>
      )}
      {exits.length > 0 && (
        <ol className="funnel-map-exits" aria-label={`${skip} leads to`}>
          {exits.map((exit) => (
            <li key={exit.order}>
              <a href={`#${anchorOf(exit.to)}`}>{exit.to}</a>
              {exit.when !== 'always' && (
                <span className="funnel-map-when">
                  {exit.conditional ? ` if ${exit.when}` : ` ${exit.when}`}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {step.staysWhenNoneMatch && (
        <p className="funnel-map-effects">When no condition matches, the visitor stays here.</p>
      )}
      {step.type === 'final' && <p className="funnel-map-effects">The funnel ends here.</p>}
    </li>
  );
}
