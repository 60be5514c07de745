import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { beforeAll, describe, expect, it } from 'vitest';
import loadFunnelModule, { funnelSteps, type FunnelModule } from 'virtual:funnels';
import type { FunnelDefinition } from '../../../schemas/funnel';
import { compileFunnel } from './compileFunnel';
import { precompiledValidator } from './precompiledValidator';
import { withStepMessages } from './stepFormRules';
import type { StepForm } from './stepForm';

interface Step {
  readonly name: string;
  readonly form: StepForm;
  readonly functions: FunnelModule['validators'][string];
}

const steps: Step[] = [];
beforeAll(async () => {
  for (const id of Object.keys(funnelSteps)) {
    const module = (await loadFunnelModule(id))!;
    const funnel = compileFunnel(module.definition as FunnelDefinition);
    for (const step of Object.values(funnel.steps))
      if (step.type !== 'final')
        steps.push({
          name: `${id}/${step.id}`,
          form: step.form,
          functions: module.validators[step.id]!,
        });
  }
});

/** Answers to try on a step: none, each field wrong in a few ways, every field a word. */
function answerSets(form: StepForm): Record<string, unknown>[] {
  const names = Object.keys(form.schema.properties as object);
  const wrong = ['', 'x', '123', 42, true, null, ['a']];
  return [
    {},
    ...names.flatMap((name) => wrong.map((value) => ({ [name]: value }))),
    Object.fromEntries(names.map((name) => [name, 'word'])),
  ];
}

const shown = (validator: ValidatorType, form: StepForm, answers: Record<string, unknown>) =>
  validator.validateFormData(answers, form.schema, undefined, (errors) =>
    withStepMessages(errors, form.messages),
  );

describe('precompiledValidator', () => {
  it("finds what @rjsf/validator-ajv8's precompiled validator finds, on every step of every funnel", () => {
    expect(steps.length).toBeGreaterThan(20);
    for (const { name, form, functions } of steps) {
      const schema = form.schema as RJSFSchema;
      const ours = precompiledValidator(functions, schema);
      const theirs = createPrecompiledValidator(functions, schema);
      for (const answers of answerSets(form)) {
        const [mine, reference] = [shown(ours, form, answers), shown(theirs, form, answers)];
        expect(mine.errorSchema, `${name} ${JSON.stringify(answers)}`).toEqual(
          reference.errorSchema,
        );
        expect(
          mine.errors.map(({ property, message }) => ({ property, message })),
          name,
        ).toEqual(reference.errors.map(({ property, message }) => ({ property, message })));
        // Before the step's messages: the errors as RJSF lists them, titles written in.
        const listed = (validator: ValidatorType) =>
          validator
            .validateFormData(answers, schema)
            .errors.map(({ name: keyword, property, message, stack, title }) => ({
              keyword,
              property,
              message,
              stack,
              title,
            }));
        expect(listed(ours), `${name} ${JSON.stringify(answers)}`).toEqual(listed(theirs));
        expect(ours.isValid(schema, answers, schema), name).toBe(
          theirs.isValid(schema, answers, schema),
        );
      }
    }
  });

  it('adds the answer checks after AJV, in its shape', () => {
    const { form, functions } = steps.find(({ name }) => name === 'medicare/zip')!;
    const validator = precompiledValidator(functions, form.schema, (answers) =>
      answers.zipcode === '00000'
        ? [{ instancePath: '/zipcode', schemaPath: '#/x', keyword: 'x', params: {}, message: 'no' }]
        : [],
    );
    expect(shown(validator, form, { zipcode: '00000' }).errorSchema).toEqual({
      zipcode: { __errors: [form.messages.zipcode] },
    });
    expect(shown(validator, form, { zipcode: '90210' }).errors).toEqual([]);
  });

  it('says so when asked to check another schema, or to run custom validation', () => {
    const { form, functions } = steps.find(({ name }) => name === 'medicare/zip')!;
    const validator = precompiledValidator(functions, form.schema);
    expect(() => validator.validateFormData({}, { type: 'object', properties: {} })).toThrow(
      'differs from the one the validation code was compiled from',
    );
    expect(() =>
      validator.validateFormData({}, form.schema as RJSFSchema, (data, errors) => errors),
    ).toThrow('takes no customValidate');
  });
});
