import { afterNextPaint } from './afterPaint';
import { reportJobError } from './jobErrors';

/** The longest a job waits for the paint, then for an idle moment (a busy or hidden page has neither). */
const PAINT_AT_MOST_MS = 100;
const IDLE_AT_MOST_MS = 150;

interface Job {
  readonly run: () => void;
  cancelled: boolean;
}

const jobs: Job[] = [];
let waiting = false;
/** When the queue started waiting for an idle moment (`performance.now()`). */
let idleSince = 0;
let exitListened = false;

/** Runs the next job; one that throws is reported and does not hold up the others. */
function runOne(): void {
  const job = jobs.shift();
  if (!job || job.cancelled) return;
  try {
    job.run();
  } catch (error) {
    reportJobError(error);
  }
}

function whenIdle(work: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: IDLE_AT_MOST_MS });
  else setTimeout(work, 1);
}

/**
 * A job starts only in an idle slice with this much time left (or once the wait is over): one
 * started at the end of a slice would hold the next frame back.
 */
const ENOUGH_IDLE_MS = 8;

function drain(deadline?: IdleDeadline): void {
  // The wait is over by the clock too: not every idle callback says so (polyfills, test clocks
  // answer with no time left and no timeout), and the work must not wait for ever.
  const overdue = () => performance.now() - idleSince >= IDLE_AT_MOST_MS;
  while (
    jobs.length > 0 &&
    (deadline === undefined ||
      deadline.didTimeout ||
      deadline.timeRemaining() >= ENOUGH_IDLE_MS ||
      overdue())
  ) {
    runOne();
    // Without a deadline (no idle callbacks in this browser): one job per task.
    if (deadline === undefined) break;
  }
  if (jobs.length > 0) whenIdle(drain);
  else waiting = false;
}

/** The paint is done: from now on the queue waits for an idle moment. */
function afterThePaint(): void {
  idleSince = performance.now();
  whenIdle(drain);
}

/** Runs every job waiting, in order, at once: the page is being hidden or left. */
export function runIdleWorkNow(): void {
  while (jobs.length > 0) runOne();
}

/**
 * Runs `job` after the next paint, when the browser is idle, in the order jobs were given: the
 * work a click causes beyond what the visitor sees next (tracking it, saving the answers, the
 * URL, requests) never delays that frame, nor the one after it. Waits at most about a quarter of
 * a second; everything waiting runs at once when the page is hidden or left, so nothing a job
 * holds (an event, an answer) is lost. Answers a function that cancels the job.
 */
export function idleAfterPaint(job: () => void): () => void {
  if (!exitListened) {
    exitListened = true;
    // Capture: before the outbox's own pagehide and visibility listeners send what waits.
    addEventListener('pagehide', runIdleWorkNow, { capture: true });
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && runIdleWorkNow(),
      { capture: true },
    );
  }
  const entry: Job = { run: job, cancelled: false };
  jobs.push(entry);
  if (!waiting) {
    waiting = true;
    afterNextPaint(afterThePaint, { atMostMs: PAINT_AT_MOST_MS });
  }
  return () => {
    entry.cancelled = true;
  };
}
