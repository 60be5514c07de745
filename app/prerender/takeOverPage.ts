import { EARLY_CLICK_ATTRIBUTE, EARLY_LEFT_ATTRIBUTE } from '../../engine/site/earlyActions';
import { APP_READY_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from '../../engine/site/earlySubmit';
import { schedule } from '../platform/schedule';

/** What the visitor did to a prerendered page before the app arrived. */
export interface EarlyInput {
  /** The prerendered form's step (its `aria-labelledby`): input is replayed into that step only. */
  readonly form: string | null;
  readonly fields: readonly {
    readonly id: string;
    readonly kind: 'checked' | 'value';
    readonly value: string;
  }[];
  readonly submitted: boolean;
  /** The fields the visitor left (by id): the app validates them, as a blur would have. */
  readonly left: readonly string[];
  /** A non-submit button of the form pressed (Skip), by its place among the form's buttons. */
  readonly clicked: number | undefined;
  readonly focus:
    { readonly id: string; readonly start: number | null; readonly end: number | null } | undefined;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value the server's markup gave a field: anything else the visitor typed or chose. */
function renderedValue(field: Field): string {
  if (field instanceof HTMLSelectElement)
    return (
      [...field.options].find((option) => option.defaultSelected)?.value ??
      field.options[0]?.value ??
      ''
    );
  return field.defaultValue;
}

/**
 * Follows the prerendered page while the app renders in the background (a transition, so the
 * render never blocks the visitor), and tells, once the app has committed, what the visitor typed
 * or chose, where the focus and caret were, and whether a submit waits. The old fields are read
 * after the commit: detached elements keep their state.
 */
export function watchEarlyInput(container: HTMLElement): () => EarlyInput {
  const fields = [
    ...container.querySelectorAll<Field>('form input[id], form select[id], form textarea[id]'),
  ];
  type Focus = {
    readonly element: HTMLElement;
    readonly start: number | null;
    readonly end: number | null;
  };
  const focusOf = (element: Element | null): Focus | undefined =>
    element instanceof HTMLElement && element.id && container.contains(element)
      ? {
          element,
          start: element instanceof HTMLInputElement ? element.selectionStart : null,
          end: element instanceof HTMLInputElement ? element.selectionEnd : null,
        }
      : undefined;
  const formElement = container.querySelector('form');
  const form = formElement?.getAttribute('aria-labelledby') ?? null;
  const buttons = formElement ? [...formElement.querySelectorAll('button')] : [];
  let focus = focusOf(document.activeElement);
  const note = (event: Event) => {
    focus = focusOf(event.target as Element) ?? focus;
  };
  const noted = ['focusin', 'input', 'keyup', 'select', 'pointerup'] as const;
  for (const type of noted) container.addEventListener(type, note, true);

  return () => {
    for (const type of noted) container.removeEventListener(type, note, true);
    return {
      form,
      fields: fields.flatMap((field): EarlyInput['fields'] => {
        if (
          field instanceof HTMLInputElement &&
          (field.type === 'radio' || field.type === 'checkbox')
        )
          return field.checked && !field.defaultChecked
            ? [{ id: field.id, kind: 'checked', value: '' }]
            : [];
        return field.value === renderedValue(field)
          ? []
          : [{ id: field.id, kind: 'value', value: field.value }];
      }),
      submitted: document.documentElement.hasAttribute(EARLY_SUBMIT_ATTRIBUTE),
      left: fields
        .filter((field) => field.hasAttribute(EARLY_LEFT_ATTRIBUTE))
        .map((field) => field.id),
      clicked: ((index) => (index < 0 ? undefined : index))(
        buttons.findIndex((button) => button.hasAttribute(EARLY_CLICK_ATTRIBUTE)),
      ),
      focus: focus && { id: focus.element.id, start: focus.start, end: focus.end },
    };
  };
}

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
