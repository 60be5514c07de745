import type { StepSummary } from '../../schemas/funnelReport';
import { formatCount, formatSeconds, formatShare } from './formatReport';

/** Props of {@link StepChart}. */
export interface StepChartProps {
  readonly steps: readonly StepSummary[];
  /** The element id of a step's entry (the funnel map links to it). */
  readonly anchorOf: (step: string) => string;
}

const measures = [
  { key: 'views', label: 'Viewed' },
  { key: 'submits', label: 'Submitted' },
  { key: 'skips', label: 'Skipped' },
  { key: 'dropped', label: 'Dropped' },
] as const;

/**
 * Sessions per step as horizontal bars (viewed, submitted, skipped, dropped), each with its label
 * and number in text, so the chart reads without colour and a screen reader reads it as a list.
 * Bars are scaled to the most viewed step. Under each step, its median time and where its
 * sessions went next (the branch they took).
 */
export function StepChart({ steps, anchorOf }: StepChartProps) {
  const most = Math.max(1, ...steps.map((step) => step.views));
  return (
    <ol className="report-chart">
      {steps.map((step) => (
        <li
          key={step.step}
          id={anchorOf(step.step)}
          className="report-chart-step"
          data-step={step.step}
        >
          <h3 className="report-chart-name">
            {step.step}{' '}
            <span className="report-muted">{step.type ?? 'no longer in the funnel'}</span>
          </h3>
          <dl className="report-bars">
            {measures
              .filter(({ key }) => step.type !== 'final' || key === 'views')
              .map(({ key, label }) => (
                <div key={key} className={`report-bar is-${key}`} data-measure={key}>
                  <dt>{label}</dt>
                  <dd>
                    <span className="report-bar-track" aria-hidden="true">
                      {step[key] > 0 && (
                        <span
                          className="report-bar-fill"
                          style={{ inlineSize: `${(step[key] / most) * 100}%` }}
                        />
                      )}
                    </span>
                    <span className="report-bar-value">
                      {formatCount(step[key])}
                      {key === 'dropped' &&
                        step.dropOff !== null &&
                        ` (${formatShare(step.dropOff)})`}
                    </span>
                  </dd>
                </div>
              ))}
          </dl>
          <p className="report-chart-next">
            {step.type !== 'final' && `Median time ${formatSeconds(step.medianSeconds)}`}
            {step.type === 'final'
              ? 'The funnel ends here.'
              : step.next.length > 0 && (
                  <>
                    {' · went on to: '}
                    {step.next.map((next, index) => (
                      <span key={next.step}>
                        {index > 0 && ', '}
                        <a href={`#${anchorOf(next.step)}`}>{next.step}</a>{' '}
                        {formatCount(next.sessions)}
                      </span>
                    ))}
                  </>
                )}
          </p>
        </li>
      ))}
    </ol>
  );
}
