// @vitest-environment jsdom
import type { ValidatorType } from '@rjsf/utils';
import runtimeValidator from '@rjsf/validator-ajv8';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import loadFunnelModule, { funnelSteps } from 'virtual:funnels';
import { loadedFunnelOf, type LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';
import { buildStepForm, type StepForm } from '../../engine/funnel/compiler/stepForm';
import { fieldLibrary, type FieldDefinition, type FieldName } from '../../schemas/fieldLibrary';
import type { QuestionStep } from '../../schemas/funnel';
import { RjsfStepForm } from '../RjsfStepForm';
import { fieldsOf } from './fieldsOf';
import { LightStepForm } from './LightStepForm';

/**
 * Both renderers draw with the same templates and widgets (ui/stepFields; ui/theme only maps
 * RJSF's props onto them), so what is left to check is that each hands them the same props:
 * for every field of the library and every step of every funnel, the HTML of both is identical,
 * character for character, before and after an empty submit (messages, ids, aria attributes).
 */
interface Case {
  readonly stepId: string;
  readonly form: StepForm;
  readonly validator: ValidatorType;
  readonly initialValues?: Record<string, unknown>;
  readonly autofocus?: boolean;
}

function bothRenderers({ stepId, form, validator, initialValues = {}, autofocus = true }: Case) {
  const props = {
    stepId,
    labelledBy: `${stepId}-title`,
    form,
    validator,
    initialValues,
    autofocus,
    onSubmit: () => undefined,
    children: <button type="submit">{form.submitLabel}</button>,
  };
  const light = fieldsOf(form);
  expect(light, stepId).toBeDefined();
  return {
    rjsf: <RjsfStepForm {...props} />,
    light: <LightStepForm {...props} fields={light!} />,
  } satisfies Record<string, ReactElement>;
}

function expectSameHtml(testCase: Case) {
  const { rjsf, light } = bothRenderers(testCase);
  expect(renderToStaticMarkup(light), testCase.stepId).toBe(renderToStaticMarkup(rjsf));
}

/** A one-field step form of a library field, as a funnel step would build it. */
function libraryForm(name: FieldName, required: boolean, ui: Record<string, unknown> = {}) {
  return buildStepForm({
    fields: { [name]: { $ref: `fields#/${name}` } },
    required: required ? [name] : [],
    ui: { [name]: ui },
  } as unknown as QuestionStep);
}

// A runtime AJV validator is fine in a test (Node); the app only ever uses precompiled ones.
const anyValidator = runtimeValidator as ValidatorType;
const funnels: Record<string, LoadedFunnel> = {};
beforeAll(async () => {
  for (const id of Object.keys(funnelSteps))
    funnels[id] = loadedFunnelOf((await loadFunnelModule(id))!);
});
afterEach(cleanup);

/** Every question step of every funnel, compiled as the site compiles it. */
const realSteps = (): Case[] =>
  Object.values(funnels).flatMap(({ funnel, validators }) =>
    Object.values(funnel.steps).flatMap((step) =>
      step.type === 'final'
        ? []
        : [{ stepId: step.id, form: step.form, validator: validators[step.id]! }],
    ),
  );

describe('both step renderers give identical HTML', () => {
  it.each(Object.keys(fieldLibrary) as FieldName[])(
    '%s: required or optional, autofocus honoured or not, an answer shown again',
    (name) => {
      const definition: FieldDefinition = fieldLibrary[name];
      const hidden = definition.ui?.['ui:widget'] === 'hidden';
      const focused = libraryForm(name, true, hidden ? {} : { 'ui:autofocus': true });
      const example = { [name]: fieldLibrary[name].examples[0] };
      for (const testCase of [
        { form: libraryForm(name, true) },
        { form: libraryForm(name, false), initialValues: example },
        { form: focused, autofocus: true },
        { form: focused, autofocus: false },
      ])
        expectSameHtml({ stepId: 'step', validator: anyValidator, ...testCase });
    },
  );

  it('for every step of every funnel', () => {
    const steps = realSteps();
    expect(steps.length).toBeGreaterThan(20);
    steps.forEach(expectSameHtml);
  });

  it('after an empty submit: the same messages, ids and aria attributes', () => {
    // RJSF logs the refused submit when no onError is given.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let messages = 0;
    for (const step of realSteps()) {
      const [rjsf, light] = Object.values(bothRenderers(step)).map((element) => {
        const { container } = render(element);
        act(() => void fireEvent.submit(container.querySelector('form')!));
        const html = container.innerHTML;
        cleanup();
        return html;
      });
      expect(light, step.stepId).toBe(rjsf);
      messages += rjsf!.split('class="field-error"').length - 1;
    }
    expect(messages).toBeGreaterThan(20);
    vi.restoreAllMocks();
  });
});
