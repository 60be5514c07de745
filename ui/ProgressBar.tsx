/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The step's progress (0 on auxiliary steps). */
  readonly value: number;
  /** The funnel's total: regular steps, plus one for a final step. */
  readonly max: number;
  /** Its accessible name. */
  readonly label?: string;
}

/**
 * The funnel's progress as an accessible progress bar (spec section 2, progress animation 300 ms).
 * The fill is scaled, not sized: its animation runs on the compositor and lays nothing out while
 * the next question paints.
 */
export function ProgressBar({ value, max, label = 'Progress' }: ProgressBarProps) {
  const share = max > 0 ? Math.round((Math.min(value, max) / max) * 100) / 100 : 0;
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuenow={value} aria-valuemax={max}>
      <div className="progress-fill" style={{ transform: `scaleX(${share})` }} />
    </div>
  );
}
