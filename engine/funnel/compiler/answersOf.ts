import type { Answers } from './matchesCondition';

/** The answers a SUBMIT or SKIP gives for one step: only the step's own fields; a skip nulls them. */
export function answersOf(event: { readonly type: string }, fields: readonly string[]): Answers {
  const given: Record<string, unknown> = {};
  for (const name of fields) {
    if (event.type === 'SKIP') given[name] = null;
    else if (event.type === 'SUBMIT') {
      const value = (event as unknown as { values: Answers }).values[name];
      if (value !== undefined) given[name] = value;
    }
  }
  return given;
}
