import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { CompiledFunnel } from './compileFunnel';

/**
 * RJSF validators for a funnel's question steps, from the validation code compiled at build
 * time (scripts/funnelModulesPlugin.ts): no schema is compiled in the browser.
 */
export function createStepValidators(
  funnel: CompiledFunnel,
  compiled: Readonly<Record<string, ValidatorFunctions>>,
): Record<string, ValidatorType> {
  const validators: Record<string, ValidatorType> = {};
  for (const step of Object.values(funnel.steps)) {
    const fns = compiled[step.id];
    if (step.type !== 'final' && fns) validators[step.id] = createPrecompiledValidator(fns, step.form.schema);
  }
  return validators;
}
