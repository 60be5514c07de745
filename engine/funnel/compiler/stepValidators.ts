import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { CompiledFunnel } from './compileFunnel';
import { isDateOfBirth } from './dateOfBirth';
import { precompiledValidator, type AnswerChecks, type RawError } from './precompiledValidator';
import type { StepForm } from './stepForm';

/**
 * What a JSON Schema cannot check: a date of birth is a real calendar date giving an age of 0 to
 * 120 today. Its finding joins AJV's before the step's messages are applied, so both renderers
 * (and the chat) show the field's message as for any other invalid answer.
 */
function answerChecks(form: StepForm, now: () => Date): AnswerChecks | undefined {
  const datesOfBirth = form.datesOfBirth ?? [];
  if (datesOfBirth.length === 0) return undefined;
  return (answers, found) =>
    datesOfBirth
      .filter(
        (name) =>
          typeof answers[name] === 'string' &&
          answers[name] !== '' &&
          !found.some((error) => error.instancePath === `/${name}`),
      )
      .filter((name) => !isDateOfBirth(answers[name], now()))
      .map((name): RawError => ({
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/format`,
        keyword: 'format',
        params: { format: 'date-of-birth' },
        message: 'must be a real date of birth',
      }));
}

/**
 * Validators for a funnel's question steps, from the validation code compiled at build time
 * (scripts/funnelModulesPlugin.ts): no schema is compiled in the browser.
 */
export function createStepValidators(
  funnel: CompiledFunnel,
  compiled: Readonly<Record<string, ValidatorFunctions>>,
  now: () => Date = () => new Date(),
): Record<string, ValidatorType> {
  const validators: Record<string, ValidatorType> = {};
  for (const step of Object.values(funnel.steps)) {
    const functions = compiled[step.id];
    if (step.type !== 'final' && functions)
      validators[step.id] = precompiledValidator(
        functions,
        step.form.schema,
        answerChecks(step.form, now),
      );
  }
  return validators;
}
