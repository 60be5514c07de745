import { createActor, type Actor } from 'xstate';
import { createExitIntentMachine, type ExitIntentMachine } from '../../engine/exitIntent/exitIntentMachine';
import { exitIntentDefaults } from '../../schemas/exitIntentDefaults';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import { track } from '../visit/tracking';

/** The quiz pages' exit-intent options (the page config's; spec section 3 defaults otherwise). */
export const quizExitIntentOptions: ExitIntentOptions = { ...exitIntentDefaults };

let actor: Actor<ExitIntentMachine> | undefined;

/**
 * The page's exit-intent popup, created and started once (idempotent, so the route loader with
 * `setupBeforeMount` and the page's effect may both ask for it). Its on-exit-intent callback
 * tracks the popup being shown.
 */
export function exitIntentActor(page: string, options: ExitIntentOptions = quizExitIntentOptions): Actor<ExitIntentMachine> {
  if (actor) return actor;
  const machine = createExitIntentMachine({ storage: localStorage, target: { document, window } }).provide({
    actions: { onExitIntent: () => track('exit-intent-shown', { page }) },
  });
  actor = createActor(machine, { input: options }).start();
  return actor;
}
