import { APP_READY_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from '../../engine/site/earlySubmit';
import { schedule } from '../platform/schedule';
import type { EarlyInput, Field } from './watchEarlyInput';

/** Sets a React-controlled field as typing would (React listens for `input`, not for `.value =`). */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function restoreFocus(focus: NonNullable<EarlyInput['focus']>): void {
  const focused = document.getElementById(focus.id);
  focused?.focus({ preventScroll: true });
  if (focused instanceof HTMLInputElement && focus.start !== null) {
    try {
      focused.setSelectionRange(focus.start, focus.end);
    } catch {
      // Not every input type has a caret (radio, number).
    }
  }
}

/**
 * Replays the early input into the app's own form (same ids: the prerender rendered the same
 * components), validates the fields the visitor had left (their messages show), restores the
 * focus and caret, marks the page as the app's, then sends a submit or presses a Skip that was
 * waiting, through the form's own handlers.
 */
export function replayEarlyInput(container: HTMLElement, early: EarlyInput): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  document.documentElement.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  // The app shows another step than the prerender (a returning visitor's): the input was for that one.
  const form = container.querySelector('form');
  if (!form || form.getAttribute('aria-labelledby') !== early.form) return;
  for (const { id, kind, value } of early.fields) {
    const field = document.getElementById(id);
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      ) ||
      !container.contains(field)
    )
      continue;
    if (kind === 'checked') {
      if (field instanceof HTMLInputElement && !field.checked) field.click();
    } else if (field.value !== value) typeInto(field, value);
  }
  // React's onBlur listens for `focusout`: the app's form validates each field as if it was left now.
  for (const id of early.left) {
    const field = document.getElementById(id);
    if (field && container.contains(field) && field !== document.activeElement)
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  const { focus } = early;
  // Only when the commit took the focus away with the old field (not when the visitor had left
  // it): after React has applied the replayed values (its controlled fields set their value
  // again, which would move the caret to the end).
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (focus && lost) queueMicrotask(() => restoreFocus(focus));
  // After React has applied the replayed values.
  if (early.submitted) schedule('frame', () => form.requestSubmit());
  else if (early.clicked !== undefined) {
    const button = form.querySelectorAll('button')[early.clicked];
    if (button?.type === 'button') schedule('frame', () => button.click());
  }
}
