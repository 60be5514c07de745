/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The step's progress (0 on auxiliary steps). */
  readonly value: number;
  /** The funnel's total: regular steps, plus one for a final step. */
  readonly max: number;
  /** Its accessible name. */
  readonly label?: string;
}

/** The funnel's progress as an accessible progress bar (spec section 2, progress animation 300 ms). */
export function ProgressBar({ value, max, label = 'Progress' }: ProgressBarProps) {
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuenow={value} aria-valuemax={max}>
      <div className="progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
