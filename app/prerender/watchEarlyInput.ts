import { EARLY_CLICK_ATTRIBUTE, EARLY_LEFT_ATTRIBUTE } from '../../engine/site/earlyActions';
import { EARLY_SUBMIT_ATTRIBUTE } from '../../engine/site/earlySubmit';

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

/** A form control whose value or choice the visitor may have changed. */
export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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
