import { APP_READY_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from '../../engine/site/earlySubmit';

/** What the visitor did to a prerendered page before the app arrived. */
export interface EarlyInput {
  readonly fields: readonly { readonly id: string; readonly kind: 'checked' | 'value'; readonly value: string }[];
  readonly submitted: boolean;
  readonly focus: { readonly id: string; readonly start: number | null; readonly end: number | null } | undefined;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value the server's markup gave a field: anything else the visitor typed or chose. */
function renderedValue(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** Reads the prerendered page's form state (what was typed or chosen, focus, a waiting submit). */
export function readEarlyInput(container: HTMLElement): EarlyInput {
  const fields = [...container.querySelectorAll<Field>('form input[id], form select[id], form textarea[id]')].flatMap((field): EarlyInput['fields'] => {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) return field.checked && !field.defaultChecked ? [{ id: field.id, kind: 'checked', value: '' }] : [];
    return field.value === renderedValue(field) ? [] : [{ id: field.id, kind: 'value', value: field.value }];
  });
  const active = document.activeElement;
  const focus =
    active instanceof HTMLElement && active.id && container.contains(active)
      ? { id: active.id, start: active instanceof HTMLInputElement ? active.selectionStart : null, end: active instanceof HTMLInputElement ? active.selectionEnd : null }
      : undefined;
  return { fields, submitted: document.documentElement.hasAttribute(EARLY_SUBMIT_ATTRIBUTE), focus };
}

/** Sets a React-controlled field as typing would (React listens for `input`, not for `.value =`). */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Replays the early input into the app's own form (same ids: the prerender rendered the same
 * components), restores the focus and caret, marks the page as the app's, then sends a submit
 * that was waiting, through the form's own validation.
 */
export function replayEarlyInput(container: HTMLElement, early: EarlyInput): void {
  for (const { id, kind, value } of early.fields) {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) || !container.contains(field)) continue;
    if (kind === 'checked') {
      if (field instanceof HTMLInputElement && !field.checked) field.click();
    } else if (field.value !== value) typeInto(field, value);
  }
  if (early.focus) {
    const focused = document.getElementById(early.focus.id);
    focused?.focus({ preventScroll: true });
    if (focused instanceof HTMLInputElement && early.focus.start !== null) {
      try {
        focused.setSelectionRange(early.focus.start, early.focus.end);
      } catch {
        // Not every input type has a caret (radio, number).
      }
    }
  }
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  if (!early.submitted) return;
  document.documentElement.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  // After React has applied the replayed values.
  requestAnimationFrame(() => container.querySelector('form')?.requestSubmit());
}
