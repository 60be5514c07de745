// No zod here: the entry and the inline script read these names.

/** Callbacks a page may name for entering it and for its exit-intent popup. */
export const callbackNames = ['trackLanding', 'trackExitIntent', 'offerCall'] as const;
/** The callbacks each hook runs: a callback of one hook named for the other is refused by the page check. */
export const callbacksOfHook = {
  onEnter: ['trackLanding'],
  onExitIntent: ['offerCall', 'trackExitIntent'],
} as const satisfies Record<'onEnter' | 'onExitIntent', readonly (typeof callbackNames)[number][]>;
/** A page's on-enter callback (`trackLanding`: a `landing` event with the page context). */
export type EnterCallback = (typeof callbacksOfHook.onEnter)[number];
