import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FunnelDefinition } from '../../../schemas/funnel';
import { compileFunnel, currentStep, type StepSubmitted } from './compileFunnel';
import { quietEffects } from '../../../testing/quietEffects';
import { parseFunnel } from './parseFunnel';

const medicare = parseFunnel(
  JSON.parse(readFileSync('funnels/medicare.json', 'utf8')),
  'funnels/medicare.json',
);

/** Lets the effect promises of the last event settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function run(definition: FunnelDefinition) {
  const compiled = compileFunnel(definition);
  const actor = createActor(compiled.machine.provide({ actors: quietEffects() }));
  const emitted: StepSubmitted[] = [];
  actor.on('form-step-submitted', (event) => emitted.push(event));
  actor.start();
  return { compiled, actor, emitted, step: () => currentStep(actor.getSnapshot()) };
}

const branching = parseFunnel({
  id: 'branching',
  version: 1,
  product: 'medicare',
  initial: 'intro',
  steps: {
    intro: { type: 'auxiliary', title: 'Intro', fields: {}, next: 'zip' },
    zip: {
      type: 'regular',
      title: 'Zip',
      fields: { zipcode: { $ref: 'fields#/zipcode' } },
      required: ['zipcode'],
      next: 'medicare',
    },
    medicare: {
      type: 'regular',
      title: 'Medicare',
      fields: { haveMedicare: { $ref: 'fields#/haveMedicare' } },
      skippable: true,
      next: [
        { when: { properties: { haveMedicare: { const: false } } }, to: 'medicaid' },
        { to: 'done' },
      ],
    },
    medicaid: {
      type: 'regular',
      title: 'Medicaid',
      fields: { haveMedicaid: { $ref: 'fields#/haveMedicaid' } },
      next: 'help',
    },
    help: { type: 'auxiliary', title: 'Help', fields: {}, next: 'name' },
    name: { type: 'regular', title: 'Name', fields: { firstName: { $ref: 'fields#/firstName' } } },
    done: { type: 'final', title: 'Done' },
  },
});

describe('progress', () => {
  it('counts regular steps, plus one for the final step, on the medicare funnel', () => {
    const { steps, progressMax } = compileFunnel(medicare);
    expect(progressMax).toBe(8);
    expect(Object.fromEntries(Object.values(steps).map((s) => [s.id, s.progress]))).toEqual({
      zip: 1,
      medicare: 2,
      medicaid: 3,
      name: 4,
      birth: 5,
      age: 6,
      consent: 7,
      call: 8,
    });
  });

  it('shows 0 on auxiliary steps and the total on the final step', () => {
    const { steps, progressMax } = compileFunnel(branching);
    expect(progressMax).toBe(5); // zip, medicare, medicaid, name + final
    expect(steps.intro?.progress).toBe(0);
    expect(steps.help?.progress).toBe(0);
    expect(steps.done?.progress).toBe(5);
  });

  it('never moves backwards along any path of a branching funnel', () => {
    const { steps } = compileFunnel(branching);
    const paths = [
      ['zip', 'medicare', 'done'],
      ['zip', 'medicare', 'medicaid', 'name'],
    ];
    for (const path of paths) {
      const values = path.map((id) => steps[id]?.progress ?? -1);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    expect(steps.medicaid?.progress).toBe(3);
    expect(steps.name?.progress).toBe(4);
  });

  it('counts the longest way to a step where two paths join', () => {
    const { steps } = compileFunnel(medicare);
    // `call` is reached from birth (5) and from age (6): the final step still shows the total.
    expect(steps.age?.progress).toBeGreaterThan(steps.birth?.progress ?? 0);
  });
});

describe('submit and skip', () => {
  it('merges answers, emits form-step-submitted, and goes to the next step', async () => {
    const { actor, emitted, step } = run(medicare);
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210', notAField: 'dropped' } });
    await settle();
    expect(step()).toBe('medicare');
    expect(actor.getSnapshot().context.values).toEqual({ zipcode: '90210' });
    expect(emitted).toEqual([
      { type: 'form-step-submitted', step: 'zip', values: { zipcode: '90210' }, skipped: false },
    ]);
  });

  it('skips by submitting every field of the step as null', async () => {
    const { actor, emitted, step } = run(medicare);
    actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    await settle();
    actor.send({ type: 'SKIP' });
    expect(step()).toBe('medicaid');
    expect(actor.getSnapshot().context.values).toEqual({ zipcode: '90210', haveMedicare: null });
    expect(emitted.at(-1)).toEqual({
      type: 'form-step-submitted',
      step: 'medicare',
      values: { haveMedicare: null },
      skipped: true,
    });
  });

  it('ignores SKIP on a step that is not skippable', () => {
    const { actor, emitted, step } = run(medicare);
    actor.send({ type: 'SKIP' });
    expect(step()).toBe('zip');
    expect(emitted).toEqual([]);
  });

  it('takes the first transition whose condition matches, seeing the answers just given', () => {
    const { actor, step } = run(branching);
    actor.send({ type: 'SUBMIT', values: {} });
    actor.send({ type: 'SUBMIT', values: { zipcode: '10001' } });
    actor.send({ type: 'SUBMIT', values: { haveMedicare: false } });
    expect(step()).toBe('medicaid');

    const other = run(branching);
    other.actor.send({ type: 'GOTO', step: 'medicare' });
    other.actor.send({ type: 'SUBMIT', values: { haveMedicare: true } });
    expect(other.step()).toBe('done');
  });

  it('a skipped date of birth leads to the age question', () => {
    const { actor, step } = run(medicare);
    actor.send({ type: 'GOTO', step: 'birth' });
    actor.send({ type: 'SKIP' });
    expect(step()).toBe('age');
    actor.send({ type: 'GOTO', step: 'birth' });
    actor.send({ type: 'SUBMIT', values: { dob: '04/12/1955' } });
    expect(step()).toBe('consent');
  });

  it('keeps and tracks the answers but stays when no next step exists', () => {
    const { actor, emitted, step } = run(branching);
    actor.send({ type: 'GOTO', step: 'name' });
    actor.send({ type: 'SUBMIT', values: { firstName: 'Ann' } });
    expect(step()).toBe('name');
    expect(actor.getSnapshot().context.values).toEqual({ firstName: 'Ann' });
    expect(emitted).toHaveLength(1);
  });

  it('GOTO moves only to steps of the funnel', () => {
    const { actor, step } = run(medicare);
    actor.send({ type: 'GOTO', step: 'nowhere' });
    expect(step()).toBe('zip');
    actor.send({ type: 'GOTO', step: 'name' });
    expect(step()).toBe('name');
  });

  it('a persisted snapshot resumes at its step with its answers', async () => {
    const first = run(medicare);
    first.actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
    await settle();
    const snapshot = first.actor.getPersistedSnapshot();
    const resumed = createActor(
      compileFunnel(medicare).machine.provide({ actors: quietEffects() }),
      { snapshot },
    ).start();
    expect(currentStep(resumed.getSnapshot())).toBe('medicare');
    expect(resumed.getSnapshot().context.values).toEqual({ zipcode: '90210' });
  });
});
