/** A step drawn ahead, or the step a Continue just left (ui/FunnelStepView.tsx, ui/styles.css). */
const HIDDEN_STEP = '.quiz[hidden]';

function stopIfFromHiddenStep(event: Event): void {
  // Without a related target the pointer left the window: that `mouseout` is the exit intent's
  // (engine/exitIntent/triggers.ts) and goes on.
  if (!(event as MouseEvent).relatedTarget) return;
  if (event.target instanceof Element && event.target.closest(HIDDEN_STEP)) event.stopPropagation();
}

const OUT_EVENTS = ['pointerout', 'mouseout'] as const;

/**
 * Stops the `pointerout` and `mouseout` events of a hidden step before React hears them. The step
 * a Continue leaves stays in the page, hidden, until the next idle moment (app/funnel/useStepsDrawn.ts).
 * When the pointer was over it, the frame that shows the next question sends both events to it, and
 * React's root listener walks its tree for each, though nothing in a hidden step listens to them
 * (at 4x CPU, traced: 2.9 and 1.4 ms of that frame, 0.9 and 0.2 with this; three interleaved A/B
 * runs put the warm Continue's median 9–14 % lower, issue 27). A page that takes its old form down
 * gets no such events.
 * Listens on the window in the capture phase, ahead of React's listeners. Answers a function that
 * stops listening.
 *
 * @example useEffect(stopOutEventsOfHiddenSteps, []);
 */
export function stopOutEventsOfHiddenSteps(): () => void {
  // A listener of its own: the same function added twice is one listener, which the first
  // caller to stop would take from the other.
  const listener = (event: Event) => stopIfFromHiddenStep(event);
  for (const type of OUT_EVENTS) addEventListener(type, listener, { capture: true });
  return () => {
    for (const type of OUT_EVENTS) removeEventListener(type, listener, { capture: true });
  };
}
