import { afterNextPaint } from './afterPaint';
import { whenIdle, type IdleOptions } from './idle';
import { idleAfterPaint } from './idleQueue';
import { whenInteractive } from './interactive';
import { whenQuiet } from './quiet';

export type { IdleOptions } from './idle';

/**
 * When a job runs, from soonest to latest:
 * - `frame`: before the next paint (`requestAnimationFrame`), for work the frame must include;
 * - `afterPaint`: in the task after the next paint, for what must follow the frame at once (the
 *   URL a Back finds); `atMostMs` bounds the wait on a hidden page, which paints nothing;
 * - `idleAfterPaint`: after the next paint, in an idle moment, in order (≤ ~250 ms; all at once
 *   when the page is hidden or left): what a click causes beyond what the visitor sees next;
 * - `idle`: the next idle moment, `atMostMs` at the latest (see {@link IdleOptions});
 * - `interactive`: after `load`, in an idle moment (≤ 3 s): third parties;
 * - `quiet`: in an idle moment once the visitor has paused (1.5 s without input): a long task
 *   that cannot be split (bot detection), so it never lands between typing and a Continue.
 */
export type Priority = 'frame' | 'afterPaint' | 'idleAfterPaint' | 'idle' | 'interactive' | 'quiet';

/**
 * The one place the app defers work (issue 27): runs `job` at `priority` and answers a function
 * that cancels it. `options` apply to `afterPaint` (`atMostMs`) and `idle`.
 *
 * @example schedule('idleAfterPaint', () => track('form-step-submitted'))
 * @example schedule('idle', () => void loadSentry(), { withoutIdleMs: 2_000 })
 */
export function schedule(
  priority: Priority,
  job: () => void,
  options: IdleOptions = {},
): () => void {
  switch (priority) {
    case 'frame': {
      const frame = requestAnimationFrame(() => job());
      return () => cancelAnimationFrame(frame);
    }
    case 'afterPaint':
      return afterNextPaint(job, options);
    case 'idleAfterPaint':
      return idleAfterPaint(job);
    case 'idle':
      return whenIdle(job, options);
    case 'interactive':
      return whenInteractive(job);
    case 'quiet':
      return whenQuiet(job);
  }
}

/**
 * {@link schedule} as a promise, for work that awaits its moment.
 *
 * @example await scheduled('idle', { atMostMs: 2_000 }); const { watch } = await import('./watch');
 */
export function scheduled(priority: Priority, options: IdleOptions = {}): Promise<void> {
  return new Promise((resolve) => void schedule(priority, resolve, options));
}
