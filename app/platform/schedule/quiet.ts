import { whenIdle } from './idle';

/** How long the visitor has not touched the page before a long job may start. */
const QUIET_MS = 1_500;
/** What counts as touching it: a press, a key, an answer pasted or filled in. */
const INPUTS = ['pointerdown', 'keydown', 'input'] as const;

let lastInput: number | undefined;

function listenForInput(): void {
  if (lastInput !== undefined) return;
  // The first job is asked for as the app starts, which on a prerendered page is the visitor's
  // first input: that start counts as one.
  lastInput = performance.now();
  for (const type of INPUTS)
    addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });
}

const quietFor = () => performance.now() - (lastInput ?? 0);

/**
 * Runs `job` in an idle moment once the visitor has not pressed, typed or filled anything in for
 * {@link QUIET_MS}: for work that takes one long task it cannot split (bot detection's probes,
 * about 70 ms at 4x CPU), which an idle moment alone would put between a visitor's last keystroke
 * and the Continue that follows it. A visitor pauses to read each question; the job runs then.
 * Answers a function that cancels it.
 */
export function whenQuiet(job: () => void): () => void {
  listenForInput();
  let cancel = () => {};
  const wait = () => {
    const left = QUIET_MS - quietFor();
    if (left > 0) {
      const timer = setTimeout(wait, left);
      cancel = () => clearTimeout(timer);
      return;
    }
    cancel = whenIdle(() => {
      // The idle moment came after an input: the quiet starts again.
      if (quietFor() >= QUIET_MS) job();
      else wait();
    });
  };
  wait();
  return () => cancel();
}
