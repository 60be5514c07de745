import { fieldLibrary, type FieldName } from '../../../schemas/fieldLibrary';
import type { QuestionStep } from '../../../schemas/funnel';
import { copyFor } from '../../copy/copyFor';
import type { Language } from '../../copy/uiCopy';
import type { FunnelCopy } from './copy';

/** What a form needs to render and validate one question step. */
export interface StepForm {
  /** JSON Schema of the step's answers (an object, one property per field). */
  readonly schema: Readonly<Record<string, unknown>>;
  /** RJSF ui schema: library hints merged with the step's own. */
  readonly uiSchema: Readonly<Record<string, unknown>>;
  /** The message shown when a field's answer is not valid. */
  readonly messages: Readonly<Record<string, string>>;
  /** The submit button's text (`Continue` unless the step says otherwise). */
  readonly submitLabel: string;
  /** The skip button's text and the "(optional)" mark, in the funnel's language. */
  readonly skipLabel: string;
  readonly optionalLabel: string;
  /** The fields asking a date of birth: beyond their pattern, a real date giving an age of 0 to 120 (engine/funnel/compiler/dateOfBirth.ts). */
  readonly datesOfBirth?: readonly string[];
}

/** Yes/No option titles in the funnel's language. */
function localised(
  schema: Readonly<Record<string, unknown>>,
  copy: FunnelCopy,
): Readonly<Record<string, unknown>> {
  if (schema.type !== 'boolean' || !Array.isArray(schema.oneOf)) return schema;
  return {
    ...schema,
    oneOf: (schema.oneOf as { const: boolean }[]).map((option) => ({
      ...option,
      title: option.const ? copy.yes : copy.no,
    })),
  };
}

/**
 * Resolves a question step's field references against the field library.
 *
 * @example buildStepForm(funnel.steps.zip).schema.properties.zipcode.pattern // '^[0-9]{5}$'
 */
export function buildStepForm(step: QuestionStep, language: Language = 'english'): StepForm {
  const copy = copyFor(language).funnel;
  const properties: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = {};
  const messages: Record<string, string> = {};
  const datesOfBirth: string[] = [];
  for (const [name, ref] of Object.entries(step.fields)) {
    const field = fieldLibrary[ref.$ref.slice('fields#/'.length) as FieldName];
    const title = ref.title ?? field.schema.title;
    properties[name] = { ...localised(field.schema, copy), title };
    uiSchema[name] = { ...('ui' in field ? field.ui : {}), ...step.ui[name] };
    messages[name] = ref.message ?? copy.invalid(title);
    if (ref.$ref === 'fields#/dob') datesOfBirth.push(name);
  }
  return {
    schema: { type: 'object', properties, required: step.required },
    uiSchema,
    messages,
    submitLabel: step.submitLabel ?? (step.consent ? copy.agree : copy.continue),
    skipLabel: copy.skip,
    optionalLabel: copy.optional,
    ...(datesOfBirth.length > 0 && { datesOfBirth }),
  };
}
