import { createActor, type Actor } from 'xstate';
import {
  createExitIntentMachine,
  type ExitIntentMachine,
} from '../../engine/exitIntent/exitIntentMachine';
import type { ExitIntentCallback } from '../../engine/exitIntent/pageExitIntent';
import { exitIntentDefaults } from '../../schemas/exitIntentDefaults';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import { delayFromParse } from './delayFromParse';
import { takeOverEarlyExitIntent } from './earlyExitIntent';
import { safeStorage } from '../platform/storage';
import { track } from '../visit/tracking';

/** The quiz pages' exit-intent options (the page config's; spec section 3 defaults otherwise). */
export const quizExitIntentOptions: ExitIntentOptions = { ...exitIntentDefaults };

let current: { readonly page: string; readonly actor: Actor<ExitIntentMachine> } | undefined;

/**
 * The page's exit-intent popup, created and started once per page (so the route loader with
 * `setupBeforeMount` and the page's component may both ask for it); another page's stops it.
 * The page's on-exit-intent callback runs when a trigger fires: `offerCall` tracks the popup
 * shown (it offers the call number); `trackExitIntent` only tracks the exit intent and closes
 * the machine's `showing` at once, so nothing is shown.
 */
export function exitIntentActor(
  page: string,
  options: ExitIntentOptions = quizExitIntentOptions,
  callback: ExitIntentCallback = 'offerCall',
): Actor<ExitIntentMachine> {
  if (current?.page === page && current.actor.getSnapshot().status === 'active')
    return current.actor;
  current?.actor.stop();
  const machine = createExitIntentMachine({
    storage: safeStorage('local'),
    target: { document, window },
  }).provide({
    actions: {
      onExitIntent: () =>
        callback === 'offerCall'
          ? track('exit-intent-shown', { page, offer: 'call' })
          : track('exit-intent', { page }),
    },
  });
  const actor = createActor(machine, { input: delayFromParse(page, options) });
  if (callback === 'trackExitIntent') {
    actor.subscribe((snapshot) => {
      if (snapshot.matches('showing')) queueMicrotask(() => actor.send({ type: 'CLOSE' }));
    });
  }
  actor.start();
  // setupBeforeMount: a trigger that fired before the app was there shows the popup now.
  if (takeOverEarlyExitIntent(page)) actor.send({ type: 'TRIGGER' });
  current = { page, actor };
  return actor;
}

/** Stops the page's popup when the page goes (its listeners and timers go with it). */
export function stopExitIntent(actor: Actor<ExitIntentMachine>): void {
  if (current?.actor !== actor) return;
  actor.stop();
  current = undefined;
}

/** "Don't show this again": the stored flag keeps every trigger off from now on (spec section 4). */
export function unsubscribeExitIntent(actor: Actor<ExitIntentMachine>, page: string): void {
  actor.send({ type: 'UNSUBSCRIBE' });
  track('exit-intent-unsubscribed', { page });
}
