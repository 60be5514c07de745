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
import { StepActions } from '../StepActions';
import { fieldsOf } from './fieldsOf';
import { LightStepForm } from './LightStepForm';

/**
 * The light renderer must draw what RJSF draws with our theme: the prerendered HTML, the
 * early-submit script, the takeover's replay (ids), CSS and e2e selectors read that markup.
 *
 * Deliberate differences, normalized away here and asserted on their own below:
 * - RJSF leaks its `label` prop onto text inputs as a `label` attribute (not an HTML attribute);
 *   the light renderer leaves it out.
 * - RJSF's input template ignores `ui:options.inputMode`; the light renderer renders `inputmode`
 *   (the numeric keypad the field library asks for on phones).
 * - Text, number and checkbox inputs carry `aria-invalid` while their message shows (RJSF's only
 *   on our own radio and select widgets).
 */
const DELIBERATE = { dropFromRjsf: ['label'], dropFromLight: ['inputmode'] };

/** Elements, attributes (sorted, ids and values included) and text, one line per node. */
function outline(root: Element, drop: readonly string[], depth = 0): string[] {
  const lines: string[] = [];
  const attributes = [...root.attributes]
    .filter((attribute) => !drop.includes(attribute.name))
    .map((attribute) =>
      attribute.name === 'class'
        ? `class="${attribute.value.trim().split(/\s+/).join(' ')}"`
        : `${attribute.name}="${attribute.value}"`,
    )
    .sort();
  lines.push(`${'  '.repeat(depth)}<${root.localName} ${attributes.join(' ')}>`);
  let text = '';
  for (const node of root.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    else if (node instanceof Element) {
      if (text.trim()) lines.push(`${'  '.repeat(depth + 1)}"${text.replace(/\s+/g, ' ')}"`);
      text = '';
      lines.push(...outline(node, drop, depth + 1));
    }
  }
  if (text.trim()) lines.push(`${'  '.repeat(depth + 1)}"${text.replace(/\s+/g, ' ')}"`);
  return lines;
}

function outlineOf(html: string, drop: readonly string[]): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.children[0] ? outline(template.content.children[0], drop).join('\n') : '';
}

interface Case {
  readonly stepId: string;
  readonly form: StepForm;
  readonly validator: ValidatorType;
  readonly initialValues?: Record<string, unknown>;
  readonly autofocus?: boolean;
}

const actions = (form: StepForm) => (
  <StepActions
    submitLabel={form.submitLabel}
    skipLabel={form.skipLabel}
    busy={false}
    onSkip={() => undefined}
  />
);

function bothRenderers({
  stepId,
  form,
  validator,
  initialValues = {},
  autofocus = true,
}: Case): [ReactElement, ReactElement] {
  const props = {
    stepId,
    labelledBy: `${stepId}-title`,
    form,
    validator,
    initialValues,
    autofocus,
    onSubmit: () => undefined,
  };
  return [
    <RjsfStepForm key="rjsf" {...props}>
      {actions(form)}
    </RjsfStepForm>,
    <LightStepForm key="light" {...props} fields={fieldsOf(form)!}>
      {actions(form)}
    </LightStepForm>,
  ];
}

function expectSameMarkup(testCase: Case) {
  const [rjsf, light] = bothRenderers(testCase).map((element) => renderToStaticMarkup(element));
  expect(outlineOf(light!, DELIBERATE.dropFromLight)).toBe(
    outlineOf(rjsf!, DELIBERATE.dropFromRjsf),
  );
}

/** A one-field step form of a library field, as a funnel step would build it. */
function libraryForm(
  name: FieldName,
  required: boolean,
  ui: Record<string, unknown> = {},
): StepForm {
  return buildStepForm({
    fields: { [name]: { $ref: `fields#/${name}` } },
    required: required ? [name] : [],
    ui: { [name]: ui },
  } as unknown as QuestionStep);
}

const libraryFields = Object.keys(fieldLibrary) as FieldName[];
// A runtime AJV validator is fine in a test (Node); the app only ever uses precompiled ones.
const anyValidator = runtimeValidator as ValidatorType;

afterEach(cleanup);

describe('light renderer markup, field by field of the library', () => {
  it.each(libraryFields)('%s is drawn by the light renderer', (name) => {
    expect(fieldsOf(libraryForm(name, true))).toBeDefined();
  });

  it.each(libraryFields)('%s: same markup as RJSF, required and optional', (name) => {
    for (const required of [true, false])
      expectSameMarkup({
        stepId: 'step',
        form: libraryForm(name, required),
        validator: anyValidator,
      });
  });

  it.each(libraryFields)('%s: same markup as RJSF with ui:autofocus, honoured or not', (name) => {
    const definition: FieldDefinition = fieldLibrary[name];
    const ui = definition.ui?.['ui:widget'] === 'hidden' ? {} : { 'ui:autofocus': true };
    for (const autofocus of [true, false])
      expectSameMarkup({
        stepId: 'step',
        form: libraryForm(name, true, ui),
        validator: anyValidator,
        autofocus,
      });
  });

  it.each(libraryFields)('%s: same markup as RJSF with an example answer shown again', (name) => {
    const form = libraryForm(name, false);
    expectSameMarkup({
      stepId: 'step',
      form,
      validator: anyValidator,
      initialValues: { [name]: fieldLibrary[name].examples[0] },
    });
  });

  it('renders the inputmode the field library asks for (RJSF drops it)', () => {
    const html = renderToStaticMarkup(
      bothRenderers({
        stepId: 'zip',
        form: libraryForm('zipcode', true),
        validator: anyValidator,
      })[1],
    );
    expect(html).toContain('inputMode="numeric"');
  });

  it('drops the `label` attribute RJSF leaks onto inputs', () => {
    const [rjsf, light] = bothRenderers({
      stepId: 'name',
      form: libraryForm('firstName', true),
      validator: anyValidator,
    }).map((element) => renderToStaticMarkup(element));
    expect(rjsf).toContain('label="First name"');
    expect(light).not.toContain('label="First name"');
  });
});

const funnels: Record<string, LoadedFunnel> = {};
beforeAll(async () => {
  for (const id of Object.keys(funnelSteps))
    funnels[id] = loadedFunnelOf((await loadFunnelModule(id))!);
});

/** Every question step of every funnel, compiled as the site compiles it. */
function realSteps(): Case[] {
  return Object.values(funnels).flatMap(({ funnel, validators }) =>
    Object.values(funnel.steps).flatMap((step) =>
      step.type === 'final'
        ? []
        : [{ stepId: step.id, form: step.form, validator: validators[step.id]! }],
    ),
  );
}

describe('light renderer markup, real steps of funnels/*.json', () => {
  it('draws every step of every funnel, as RJSF does', () => {
    const steps = realSteps();
    expect(steps.length).toBeGreaterThan(20);
    for (const step of steps) {
      expect(fieldsOf(step.form), step.stepId).toBeDefined();
      expectSameMarkup(step);
    }
  });

  it('after an empty submit: the same messages, ids and aria attributes as RJSF', () => {
    // aria-invalid on text, number and checkbox inputs is the deliberate difference.
    const dropInvalid = (root: HTMLElement) =>
      root
        .querySelectorAll('input:not([type=radio])')
        .forEach((input) => input.removeAttribute('aria-invalid'));
    // RJSF logs the refused submit when no onError is given.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let messages = 0;
    for (const step of realSteps()) {
      const outlines = bothRenderers(step).map((element) => {
        const { container } = render(element);
        act(() => void fireEvent.submit(container.querySelector('form')!));
        dropInvalid(container);
        const html = container.innerHTML;
        cleanup();
        return html;
      });
      expect(outlineOf(outlines[1]!, DELIBERATE.dropFromLight), step.stepId).toBe(
        outlineOf(outlines[0]!, DELIBERATE.dropFromRjsf),
      );
      messages += outlines[0]!.split('class="field-error"').length - 1;
    }
    expect(messages).toBeGreaterThan(20);
    vi.restoreAllMocks();
  });
});
