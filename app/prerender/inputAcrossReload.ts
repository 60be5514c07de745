import { APP_READY_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from '../../engine/site/earlySubmit';
import { safeStorage } from '../platform/storage';
import { readJson, writeJson } from '../platform/storedJson';
import { watchEarlyInput, type EarlyInput, type Field } from './watchEarlyInput';

/** This tab's note of a prerendered page's input, across the reload a chunk error causes. */
const KEY = 'input-across-reload';
/** A note older than this is from another visit of the page, not from the reload just done. */
const FRESH_MS = 60_000;

interface Kept {
  readonly path: string;
  readonly at: number;
  readonly input: EarlyInput;
}

const isField = (entry: unknown): entry is EarlyInput['fields'][number] => {
  const field = entry as Partial<EarlyInput['fields'][number]> | null;
  return (
    typeof field?.id === 'string' &&
    (field.kind === 'checked' || field.kind === 'value') &&
    typeof field.value === 'string'
  );
};

const isKept = (value: unknown): value is Kept => {
  const kept = value as Partial<Kept> | null;
  return (
    typeof kept?.path === 'string' &&
    typeof kept.at === 'number' &&
    typeof kept.input === 'object' &&
    kept.input !== null &&
    Array.isArray(kept.input.fields) &&
    kept.input.fields.every(isField) &&
    typeof kept.input.submitted === 'boolean'
  );
};

/** A control the note can fill in: an id the page no longer gives one finds none. */
const controlById = (container: HTMLElement, id: string): Field | null => {
  const element = document.getElementById(id);
  const isControl =
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement;
  return isControl && container.contains(element) ? element : null;
};

/**
 * Before a reload that would lose it: what the visitor typed into a prerendered page the app has
 * not taken over yet, and whether a Continue waits (held by the page's early script). The app
 * could not load (its chunk failed, and the browser keeps a failed module for the page's life), so
 * only a reload brings it; {@link restoreInputAfterReload} puts the input back.
 */
export function keepInputForReload(container: HTMLElement | null, now = Date.now()): void {
  if (!container || document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
  const input = watchEarlyInput(container)();
  if (input.fields.length === 0 && !input.submitted) return;
  writeJson('session', KEY, { path: location.pathname, at: now, input } satisfies Kept);
}

/**
 * After that reload: the kept input back in the prerendered form, and a Continue that waited held
 * again, so the app's takeover replays both as if the visitor had just done them. Answers whether
 * a Continue waits (the app is then wanted at once). A note is read once.
 */
export function restoreInputAfterReload(container: HTMLElement, now = Date.now()): boolean {
  const kept = readJson<unknown>('session', KEY, null);
  if (kept === null) return false;
  safeStorage('session').removeItem(KEY);
  if (!isKept(kept) || kept.path !== location.pathname || now - kept.at > FRESH_MS) return false;
  const form = container.querySelector('form');
  if (!form || form.getAttribute('aria-labelledby') !== kept.input.form) return false;
  for (const { id, kind, value } of kept.input.fields) {
    const field = controlById(container, id);
    if (!field) continue;
    if (kind === 'checked' && field instanceof HTMLInputElement) field.checked = true;
    else if (kind === 'value') field.value = value;
  }
  if (!kept.input.submitted) return false;
  form.querySelector('[type="submit"]')?.setAttribute('aria-busy', 'true');
  document.documentElement.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');
  return true;
}
