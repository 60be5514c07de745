import {
  hashForSchema,
  ID_KEY,
  toErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The part of an AJV error RJSF reads (instancePath names the field). */
export interface RawError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/** Checks a JSON Schema cannot make, after AJV's: more errors for the answers, in AJV's shape. */
export type AnswerChecks = (
  answers: Record<string, unknown>,
  found: readonly RawError[],
) => RawError[];

type Validate = ((data: unknown) => boolean) & { errors?: RawError[] | null };

/**
 * The AJV error as RJSF lists it (`@rjsf/validator-ajv8`'s transform, without the titles it
 * writes into messages: the step's own messages replace them, engine/funnel/compiler/stepFormRules.ts).
 */
function listedError({ instancePath, keyword, params, schemaPath, message = '' }: RawError) {
  const path = instancePath.replace(/\//g, '.');
  const property =
    'missingProperty' in params
      ? [path, String(params.missingProperty)].filter(Boolean).join('.')
      : path;
  const stack = `${path} ${message}`.trim();
  return { name: keyword, property, message, params, stack, schemaPath, title: '' };
}

/**
 * A validator over the validation code AJV compiled at build time (scripts/funnelModulesPlugin.ts),
 * for both step renderers and the chat. It is `@rjsf/validator-ajv8`'s precompiled validator
 * less what a step's flat form never needs (resolving `$ref`s and conditions of a root schema
 * passed in another shape, custom validation with defaults filled in): those pull about 20 kB
 * (gzip) of schema merging and URI parsing into the first step. A `customValidate` is refused.
 *
 * @example precompiledValidator(module.validators.zip, step.form.schema).validateFormData({ zipcode: '9' }, step.form.schema)
 */
export function precompiledValidator(
  functions: ValidatorFunctions,
  rootSchema: RJSFSchema,
  checks?: AnswerChecks,
): ValidatorType {
  const keyOf = (schema: RJSFSchema) => schema[ID_KEY] ?? hashForSchema(schema);
  const rootKey = keyOf(rootSchema);
  const validateFor = (schema: RJSFSchema): Validate => {
    const validate = functions[schema === rootSchema ? rootKey : keyOf(schema)];
    if (!validate)
      throw new Error(`No precompiled validation code for the schema ${keyOf(schema)}.`);
    return validate;
  };
  const sameRoot = (schema: RJSFSchema) => {
    if (schema !== rootSchema && keyOf(schema) !== rootKey)
      throw new Error('The schema differs from the one the validation code was compiled from.');
  };
  const rawValidation = (schema: RJSFSchema, formData?: unknown) => {
    sameRoot(schema);
    const validate = validateFor(rootSchema);
    validate(formData);
    const found = validate.errors ?? [];
    validate.errors = null;
    const answers = (formData ?? {}) as Record<string, unknown>;
    const errors = [...found, ...(checks?.(answers, found) ?? [])];
    return { errors: errors.length > 0 ? errors : undefined };
  };
  return {
    rawValidation: rawValidation as ValidatorType['rawValidation'],
    validateFormData(
      formData,
      schema,
      customValidate,
      transformErrors?: ErrorTransformer,
      uiSchema?,
    ) {
      if (customValidate) throw new Error('A step validator takes no customValidate.');
      const listed: RJSFValidationError[] = (rawValidation(schema, formData).errors ?? []).map(
        listedError,
      );
      const errors = transformErrors ? transformErrors(listed, uiSchema) : listed;
      return { errors, errorSchema: toErrorSchema(errors) };
    },
    isValid: (schema, formData, root) => {
      sameRoot(root);
      return validateFor(schema)(formData);
    },
  } satisfies ValidatorType;
}
