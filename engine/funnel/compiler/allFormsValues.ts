import type { Answers } from './matchesCondition';

/** Where the answers of every funnel are kept together (spec section 3: the all-forms map). */
const ALL_FORMS_KEY = 'form-values';

function read(storage: Pick<Storage, 'getItem'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ALL_FORMS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Merges a funnel's answers into the all-forms map: later values win. A skip (null) in one
 * funnel does not erase an answer given in another. The answers per form version live in the
 * funnel's persisted snapshot (`funnel:<id>:v<version>`).
 */
export function saveToAllForms(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  values: Answers,
): void {
  const merged = read(storage);
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined) merged[name] = value;
  try {
    storage.setItem(ALL_FORMS_KEY, JSON.stringify(merged));
  } catch {
    // A full storage only costs the prefill of the next funnel.
  }
}

/** The answers other funnels gave to the questions named, to prefill a funnel. */
export function prefillFromAllForms(
  storage: Pick<Storage, 'getItem'>,
  names: readonly string[],
): Answers {
  const all = read(storage);
  return Object.fromEntries(
    names
      .filter((name) => all[name] !== undefined && all[name] !== null)
      .map((name) => [name, all[name]]),
  );
}
