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
  /** The schema the failed rule is in (AJV's `verbose`, which the build compiles with). */
  readonly parentSchema?: RJSFSchema;
}

/** Checks a JSON Schema cannot make, after AJV's: more errors for the answers, in AJV's shape. */
export type AnswerChecks = (
  answers: Record<string, unknown>,
  found: readonly RawError[],
) => RawError[];

type Validate = ((data: unknown) => boolean) & { errors?: RawError[] | null };

const titleOf = (schema: RJSFSchema | undefined, name?: string): string | undefined => {
  const found = name === undefined ? schema : schema?.properties?.[name];
  return typeof found === 'object' && typeof found.title === 'string' && found.title !== ''
    ? found.title
    : undefined;
};

/**
 * The AJV error as RJSF lists it: `@rjsf/validator-ajv8`'s transform for a flat form, whose
 * titles come from the schema (no step has a uiSchema). The step's own messages then replace
 * these messages (engine/funnel/compiler/stepFormRules.ts).
 */
function listedError(rootSchema: RJSFSchema, error: RawError) {
  const { instancePath, keyword, params, schemaPath, parentSchema } = error;
  let message = error.message ?? '';
  const path = instancePath.replace(/\//g, '.');
  let title = '';
  let stack = `${path} ${message}`.trim();
  const named = [
    ...(typeof params.deps === 'string' ? params.deps.split(', ') : []),
    params.missingProperty,
    params.property,
  ].filter((name): name is string => typeof name === 'string' && name !== '');
  if (named.length > 0) {
    for (const name of named) {
      const found =
        titleOf(parentSchema, name) ?? (path === '' ? titleOf(rootSchema, name) : undefined);
      if (!found) continue;
      message = message.replace(`'${name}'`, `'${found}'`);
      title = found;
    }
    stack = message;
  } else {
    const found = titleOf(parentSchema);
    if (found) {
      stack = `'${found}' ${message}`.trim();
      title = found;
    }
  }
  const property =
    'missingProperty' in params
      ? [path, String(params.missingProperty)].filter(Boolean).join('.')
      : path;
  return { name: keyword, property, message, params, stack, schemaPath, title };
}

/**
 * Without the repeats of one `anyOf`/`oneOf` (each branch failing alike says the same thing), as
 * RJSF's transform filters them: the first error of a message under a branch prefix is kept.
 * Restated, not imported: `filterDuplicateErrors` shares its module with RJSF's form-state code,
 * which would come back into the first step (the test compares the two on every step).
 */
function withoutBranchRepeats<T extends { readonly message?: string; readonly schemaPath: string }>(
  errors: readonly T[],
): T[] {
  const kept: T[] = [];
  for (const error of errors) {
    const branch = /\/(anyOf|oneOf)\//.exec(error.schemaPath);
    const prefix = branch ? error.schemaPath.slice(0, branch.index) : undefined;
    const repeat =
      prefix !== undefined &&
      kept.some((seen) => seen.message === error.message && seen.schemaPath.startsWith(prefix));
    if (!repeat) kept.push(error);
  }
  return kept;
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
      const listed: RJSFValidationError[] = withoutBranchRepeats(
        (rawValidation(schema, formData).errors ?? []).map((error) =>
          listedError(rootSchema, error),
        ),
      );
      const errors = transformErrors ? transformErrors(listed, uiSchema) : listed;
      // No errors, no schema to build: RJSF's builder deep-clones and walks paths even for none,
      // and a valid Continue validates in the click.
      return { errors, errorSchema: errors.length === 0 ? {} : toErrorSchema(errors) };
    },
    isValid: (schema, formData, root) => {
      sameRoot(root);
      return validateFor(schema)(formData);
    },
  } satisfies ValidatorType;
}
