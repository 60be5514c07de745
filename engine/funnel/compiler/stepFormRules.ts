import type { RJSFValidationError } from '@rjsf/utils';

/**
 * A step's validation messages, for both step renderers (the light one, ui/stepFields/, and RJSF): one
 * message per field, the funnel's own (`message`) or `{field} is not valid.`, whatever AJV complained about.
 *
 * @example withStepMessages([{ property: '.zipcode', message: 'must match pattern' }], { zipcode: 'Please enter a 5-digit ZIP code.' }) // [{ property: '.zipcode', message: 'Please enter a 5-digit ZIP code.' }]
 */
export function withStepMessages(
  errors: readonly RJSFValidationError[],
  messages: Readonly<Record<string, string>>,
): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const field = (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ ...error, message: messages[field] ?? `${field} is not valid.` }];
  });
}

/** A step's answers as submitted: text trimmed (spec section 5: names, addresses, email are trimmed). */
export function trimmedAnswers<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;
}

/** A step's uiSchema without `ui:autofocus`: where the question, not the field, should take focus first. */
export function withoutAutofocus<T extends Record<string, unknown>>(uiSchema: T): T {
  return Object.fromEntries(
    Object.entries(uiSchema).map(([key, value]: [string, unknown]) => {
      if (typeof value !== 'object' || value === null) return [key, value];
      const { 'ui:autofocus': _autofocus, ...rest } = value as Record<string, unknown>;
      return [key, rest];
    }),
  ) as T;
}
