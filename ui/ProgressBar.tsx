import { useLayoutEffect, useRef } from 'react';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The step's progress (0 on auxiliary steps). */
  readonly value: number;
  /** The funnel's total: regular steps, plus one for a final step. */
  readonly max: number;
  /** Its accessible name. */
  readonly label: string;
}

/** Spec section 2: the progress moves in 300 ms. */
const PROGRESS_ANIMATION = { duration: 300, delay: 10, easing: 'ease', fill: 'backwards' } as const;

let reducedMotion: MediaQueryList | undefined;

function prefersReducedMotion(): boolean {
  reducedMotion ??= matchMedia('(prefers-reduced-motion: reduce)');
  return reducedMotion.matches;
}

/**
 * The funnel's progress as an accessible progress bar (spec section 2, progress animation 300 ms).
 * The fill is scaled, not sized: its animation runs on the compositor and lays nothing out while
 * the next question paints. It is animated with the Web Animations API, not a CSS transition: a
 * transition's events (run, start, end) would each be dispatched through React's root listeners,
 * two of them in the frames of the step change. A visitor who asks for reduced motion sees it
 * move at once.
 */
export function ProgressBar({ value, max, label }: ProgressBarProps) {
  const share = max > 0 ? Math.round((Math.min(value, max) / max) * 100) / 100 : 0;
  const fill = useRef<HTMLDivElement>(null);
  const shown = useRef(share);
  useLayoutEffect(() => {
    const from = shown.current;
    shown.current = share;
    const element = fill.current;
    if (from === share || typeof element?.animate !== 'function' || prefersReducedMotion()) return;
    element.animate(
      [{ transform: `scaleX(${from})` }, { transform: `scaleX(${share})` }],
      PROGRESS_ANIMATION,
    );
  }, [share]);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuenow={value}
      aria-valuemax={max}
    >
      <div ref={fill} className="progress-fill" style={{ transform: `scaleX(${share})` }} />
    </div>
  );
}
