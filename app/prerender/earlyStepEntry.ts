import { EARLY_STEP_ENTRY_STATE } from '../../engine/site/earlyBack';

/**
 * Whether the browser's current entry is the one a prerendered page's inline script pushed for
 * the step a submit or Skip held before the takeover leads to (engine/site/earlyBack.ts): the app
 * writes that step's URL over it instead of pushing another, so Back counts as many steps as the
 * visitor took.
 */
export function onEarlyStepEntry(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[EARLY_STEP_ENTRY_STATE] === 1
  );
}
