import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { CompiledFunnel } from './compileFunnel';
import { isDateOfBirth } from './dateOfBirth';
import type { StepForm } from './stepForm';

/** The part of an AJV error RJSF reads (instancePath names the field). */
interface RawError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

type RawValidation = (
  schema: unknown,
  formData: unknown,
) => { errors?: RawError[] | undefined; validationError?: Error | undefined };

/**
 * A precompiled validator that also checks what a JSON Schema cannot: a date of birth is a real
 * calendar date giving an age of 0 to 120 today. Its finding joins AJV's before the step's
 * messages are applied, so both renderers (and the chat) show the field's message as for any
 * other invalid answer.
 */
function withAnswerChecks(
  validator: ValidatorType,
  form: StepForm,
  now: () => Date,
): ValidatorType {
  const datesOfBirth = form.datesOfBirth ?? [];
  if (datesOfBirth.length === 0) return validator;
  const target = validator as unknown as { rawValidation: RawValidation };
  const raw = target.rawValidation.bind(validator);
  target.rawValidation = (schema, formData) => {
    const result = raw(schema, formData);
    const answers = (formData ?? {}) as Record<string, unknown>;
    const found = result.errors ?? [];
    const extra: RawError[] = datesOfBirth
      .filter(
        (name) =>
          typeof answers[name] === 'string' &&
          answers[name] !== '' &&
          !found.some((error) => error.instancePath === `/${name}`),
      )
      .filter((name) => !isDateOfBirth(answers[name], now()))
      .map((name) => ({
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/format`,
        keyword: 'format',
        params: { format: 'date-of-birth' },
        message: 'must be a real date of birth',
      }));
    return extra.length === 0 ? result : { ...result, errors: [...found, ...extra] };
  };
  return validator;
}

/**
 * RJSF validators for a funnel's question steps, from the validation code compiled at build
 * time (scripts/funnelModulesPlugin.ts): no schema is compiled in the browser.
 */
export function createStepValidators(
  funnel: CompiledFunnel,
  compiled: Readonly<Record<string, ValidatorFunctions>>,
  now: () => Date = () => new Date(),
): Record<string, ValidatorType> {
  const validators: Record<string, ValidatorType> = {};
  for (const step of Object.values(funnel.steps)) {
    const fns = compiled[step.id];
    if (step.type !== 'final' && fns)
      validators[step.id] = withAnswerChecks(
        createPrecompiledValidator(fns, step.form.schema),
        step.form,
        now,
      );
  }
  return validators;
}
