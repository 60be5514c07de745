import type { RJSFValidationError } from '@rjsf/utils';

/**
 * The composer's validation messages, the form renderer's rule (ui/StepForm.tsx): one message per
 * field, the funnel's own (`message`) or `{field} is not valid.`, whatever AJV complained about.
 *
 * @example withStepMessages([{ property: '.zipcode', message: 'must match pattern' }], { zipcode: 'Please enter a 5-digit ZIP code.' }) // [{ property: '.zipcode', message: 'Please enter a 5-digit ZIP code.' }]
 */
export function withStepMessages(errors: readonly RJSFValidationError[], messages: Readonly<Record<string, string>>): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const field = (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ ...error, message: messages[field] ?? `${field} is not valid.` }];
  });
}
