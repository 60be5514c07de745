import { fieldLibrary, type FieldName } from '../schemas/fieldLibrary';
import type { QuestionStep } from '../schemas/funnel';

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
}

/**
 * Resolves a question step's field references against the field library.
 *
 * @example buildStepForm(funnel.steps.zip).schema.properties.zipcode.pattern // '^[0-9]{5}$'
 */
export function buildStepForm(step: QuestionStep): StepForm {
  const properties: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = {};
  const messages: Record<string, string> = {};
  for (const [name, ref] of Object.entries(step.fields)) {
    const field = fieldLibrary[ref.$ref.slice('fields#/'.length) as FieldName];
    const title = ref.title ?? field.schema.title;
    properties[name] = { ...field.schema, title };
    uiSchema[name] = { ...('ui' in field ? field.ui : {}), ...step.ui[name] };
    messages[name] = ref.message ?? `${title} is not valid.`;
  }
  return {
    schema: { type: 'object', properties, required: step.required },
    uiSchema,
    messages,
    submitLabel: step.submitLabel,
  };
}
