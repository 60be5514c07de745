import type { Locator } from '@playwright/test';
import type { CompiledStep } from '../../engine/funnel/compiler/compileFunnel';

type QuestionStep = Extract<CompiledStep, { readonly form: unknown }>;
type Property = {
  readonly title: string;
  readonly type?: string;
  readonly oneOf?: readonly { readonly const: unknown; readonly title: string }[];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Answers a step's questions as a visitor would, found by their visible labels: radio groups by
 * their legend, selects by the option's label, checkboxes, text inputs; hidden fields (tokens
 * that scripts fill) are left alone. An answer left undefined is not touched.
 */
export async function fillStep(
  form: Locator,
  step: QuestionStep,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const properties = step.form.schema.properties as Readonly<Record<string, Property>>;
  for (const [name, value] of Object.entries(values)) {
    const property = properties[name];
    const ui = (step.form.uiSchema[name] ?? {}) as Readonly<Record<string, unknown>>;
    if (!property || value === undefined || ui['ui:widget'] === 'hidden') continue;
    const option = property.oneOf?.find((choice) => choice.const === value)?.title;
    // A label reads "Title" or, for an optional answer, "Title (optional)".
    const label = form.getByLabel(
      new RegExp(`^${escape(property.title)}( ${escape(step.form.optionalLabel)})?$`),
    );
    if (property.type === 'boolean' && option !== undefined) {
      await form
        .getByRole('group', { name: property.title, exact: true })
        .getByRole('radio', { name: option, exact: true })
        .check();
    } else if (property.type === 'boolean') {
      await form.getByRole('checkbox', { name: property.title }).setChecked(value === true);
    } else if (option !== undefined) {
      await label.selectOption({ label: option });
    } else {
      await label.fill(typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
}
