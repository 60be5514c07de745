import { afterNextPaint } from './afterPaint';
import { reportJobError } from './jobErrors';

/** The longest a job waits for the paint, then for an idle moment (a busy or hidden page has neither). */
const PAINT_AT_MOST_MS = 100;
const IDLE_AT_MOST_MS = 150;

interface Job {
  readonly run: () => void;
  cancelled: boolean;
  /** When the paint this job waited for was done (`performance.now()`); undefined until then. */
  paintedAt: number | undefined;
}

/** In the order given; the jobs whose paint is done come first (paints come in order too). */
const jobs: Job[] = [];
let idleRequested = false;
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

/**
 * A job starts only in an idle slice with this much time left (or once the wait is over): one
 * started at the end of a slice would hold the next frame back.
 */
const ENOUGH_IDLE_MS = 8;

const painted = (job: Job | undefined): job is Job & { paintedAt: number } =>
  job?.paintedAt !== undefined;

function requestIdle(): void {
  if (idleRequested || !painted(jobs[0])) return;
  idleRequested = true;
  if ('requestIdleCallback' in window) requestIdleCallback(drain, { timeout: IDLE_AT_MOST_MS });
  else setTimeout(drain, 1);
}

function drain(deadline?: IdleDeadline): void {
  idleRequested = false;
  const first = jobs[0];
  if (!painted(first)) return;
  // The wait is over by the clock too: not every idle callback says so (polyfills, test clocks
  // answer with no time left and no timeout), and the work must not wait for ever.
  const late =
    deadline === undefined ||
    deadline.didTimeout ||
    performance.now() - first.paintedAt >= IDLE_AT_MOST_MS;
  if (late) {
    // One job per task once the wait is over: the browser's frames, input and messages go in
    // between, so a busy page (a first visit at 4x) never meets all of them in one long task.
    runOne();
    if (painted(jobs[0])) {
      idleRequested = true;
      setTimeout(drain, 0);
    }
    return;
  }
  while (painted(jobs[0]) && deadline.timeRemaining() >= ENOUGH_IDLE_MS) runOne();
  requestIdle();
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
  const entry: Job = { run: job, cancelled: false, paintedAt: undefined };
  jobs.push(entry);
  // Each job waits for a paint after it was given: a job given while the queue already waits for
  // an idle moment (the click's, after the typing's) must not run before the click's frame.
  afterNextPaint(
    () => {
      entry.paintedAt = performance.now();
      requestIdle();
    },
    { atMostMs: PAINT_AT_MOST_MS },
  );
  return () => {
    entry.cancelled = true;
  };
}
