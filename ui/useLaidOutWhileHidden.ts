import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Works out a hidden step's style and layout in the moment it is drawn, so the click that shows
 * it does not (issue 27: restyling the next question's elements was most of the frame that shows
 * it). A hidden step waits under `content-visibility: hidden` (ui/styles.css), which skips that
 * work until something asks for it and keeps it once done: measuring an element inside asks.
 * Runs after each render while hidden (a memoized step renders only when its view changed), but
 * not in the render that hides a step shown: that is the click's, and the step's layout is known.
 */
export function useLaidOutWhileHidden(ref: RefObject<HTMLElement | null>, hidden: boolean): void {
  const shownBefore = useRef(false);
  useLayoutEffect(() => {
    if (hidden && !shownBefore.current) ref.current?.firstElementChild?.getBoundingClientRect();
    shownBefore.current = !hidden;
  });
}
