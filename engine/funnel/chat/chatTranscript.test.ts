import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fieldLibrary, type FieldName } from '../../../schemas/fieldLibrary';
import type { FunnelDefinition } from '../../../schemas/funnel';
import { chatAnswer, chatTranscript } from './chatTranscript';
import { compileFunnel, currentStep, type FunnelSnapshot } from '../compiler/compileFunnel';
import { parseFunnel } from '../compiler/parseFunnel';
import { quietEffects } from '../../../testing/quietEffects';
import { readFunnelJson } from '../../../scripts/funnelFiles';

const load = (file: string) => parseFunnel(readFunnelJson(`funnels/${file}`), file);
const medicareDefinition = load('medicare.json');
const medicare = compileFunnel(medicareDefinition);
const spanish = compileFunnel(load('medicare-es.json'));

/** Lets the effect promises of the last event settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function question(funnel: typeof medicare, id: string) {
  const step = funnel.steps[id];
  if (!step || step.type === 'final') throw new Error(`${id} is not a question`);
  return step;
}

describe('the chat reads the path the machine keeps (context.path)', () => {
  /** The medicare machine with effects that answer at once, and the chat's steps as it stands. */
  function startMedicare() {
    const actor = createActor(medicare.machine.provide({ actors: quietEffects() })).start();
    const answer = async (values: Record<string, unknown>) => {
      actor.send({ type: 'SUBMIT', values });
      await settle();
    };
    const chatSteps = () => {
      const { context } = actor.getSnapshot();
      return chatTranscript(
        medicare,
        context.path,
        context.values,
        currentStep(actor.getSnapshot()),
      ).map(({ step }) => step);
    };
    return { actor, answer, chatSteps };
  }

  it('lists the answered steps up to the current one, in the order the machine went', async () => {
    const { actor, answer, chatSteps } = startMedicare();
    expect(actor.getSnapshot().context.path).toEqual(['zip']);
    expect(chatSteps()).toEqual([]);
    await answer({ zipcode: '90210' });
    await answer({ haveMedicare: true });
    actor.send({ type: 'SKIP' });
    await answer({ firstName: 'Maria', lastName: 'Garcia' });
    expect(actor.getSnapshot().context.path).toEqual([
      'zip',
      'medicare',
      'medicaid',
      'name',
      'birth',
    ]);
    expect(chatSteps()).toEqual(['zip', 'medicare', 'medicaid', 'name']);
  });

  it('follows the branch the answers took: a skipped date of birth goes through the age', async () => {
    for (const [birth, expected] of [
      [null, ['zip', 'medicare', 'medicaid', 'name', 'birth', 'age']],
      ['04/12/1955', ['zip', 'medicare', 'medicaid', 'name', 'birth']],
    ] as const) {
      const { actor, answer, chatSteps } = startMedicare();
      await answer({ zipcode: '90210' });
      await answer({ haveMedicare: true });
      await answer({ haveMedicaid: false });
      await answer({ firstName: 'Maria', lastName: 'Garcia' });
      if (birth === null) {
        actor.send({ type: 'SKIP' });
        await answer({ age: 70 });
      } else await answer({ dob: birth });
      expect(currentStep(actor.getSnapshot())).toBe('consent');
      expect(chatSteps()).toEqual(expected);
    }
  });

  it('after Back ends at the earlier step, keeping later answers out of the conversation until the visitor passes them again', async () => {
    const { actor, answer, chatSteps } = startMedicare();
    await answer({ zipcode: '90210' });
    await answer({ haveMedicare: true });
    await answer({ haveMedicaid: false });
    actor.send({ type: 'GOTO', step: 'medicare' });
    expect(actor.getSnapshot().context.path).toEqual(['zip', 'medicare']);
    expect(chatSteps()).toEqual(['zip']);
    expect(actor.getSnapshot().context.values).toMatchObject({ haveMedicaid: false });
    await answer({ haveMedicare: true });
    expect(chatSteps()).toEqual(['zip', 'medicare']);
  });

  it("takes a resumed visit's retraced steps (GOTO's via) as its conversation", () => {
    const { actor, chatSteps } = startMedicare();
    actor.send({
      type: 'PREFILL',
      values: { zipcode: '90210', haveMedicare: true, haveMedicaid: false },
    });
    actor.send({ type: 'GOTO', step: 'name', via: ['zip', 'medicare', 'medicaid'] });
    expect(actor.getSnapshot().context.path).toEqual(['zip', 'medicare', 'medicaid', 'name']);
    expect(chatSteps()).toEqual(['zip', 'medicare', 'medicaid']);
    // A later GOTO without it keeps the path as usual.
    actor.send({ type: 'GOTO', step: 'medicare' });
    expect(actor.getSnapshot().context.path).toEqual(['zip', 'medicare']);
  });

  it('leaves out a step entered without its answer (a step opened from the URL)', () => {
    const { actor, chatSteps } = startMedicare();
    actor.send({ type: 'GOTO', step: 'name' });
    expect(actor.getSnapshot().context.path).toEqual(['zip', 'name']);
    expect(chatSteps()).toEqual([]);
  });

  // The property: whatever a visitor does (answers with the library's examples, skips, goes back
  // to an earlier step of the conversation), the chat's path ends where the machine stands, and
  // each of its steps leads to the next as the machine routed it.
  describe.each(readdirSync('funnels').filter((file) => file.endsWith('.json')))(
    'agrees with the machine of funnels/%s',
    (file) => {
      const definition: FunnelDefinition = load(file);
      const funnel = compileFunnel(definition);
      const chatSteps = (actor: { getSnapshot(): FunnelSnapshot }, current: string) => {
        const { context } = actor.getSnapshot();
        return chatTranscript(funnel, context.path, context.values, current).map(
          ({ step }) => step,
        );
      };

      it('on any run of answers, skips and edits', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.record({ skip: fc.boolean(), pick: fc.nat(), back: fc.nat({ max: 4 }) }), {
              minLength: 1,
              maxLength: 30,
            }),
            async (moves) => {
              const actor = createActor(funnel.machine.provide({ actors: quietEffects() })).start();
              const history: string[] = [];
              for (const move of moves) {
                const id = currentStep(actor.getSnapshot());
                const step = definition.steps[id];
                if (!step || step.type === 'final') break;
                const path = chatSteps(actor, id);
                if (move.back === 0 && path.length > 0) {
                  // Edit an earlier answer: GOTO one of the conversation's steps; it ends there now.
                  const target = path[move.pick % path.length]!;
                  actor.send({ type: 'GOTO', step: target });
                  history.splice(history.indexOf(target));
                } else {
                  if (move.skip && step.skippable) actor.send({ type: 'SKIP' });
                  else {
                    const values = Object.fromEntries(
                      Object.entries(step.fields).map(([name, ref]) => {
                        const examples =
                          fieldLibrary[ref.$ref.slice('fields#/'.length) as FieldName].examples;
                        return [name, examples[move.pick % examples.length]];
                      }),
                    );
                    actor.send({ type: 'SUBMIT', values });
                  }
                  await settle();
                  // Answered and moved on: the step joins the conversation.
                  if (currentStep(actor.getSnapshot()) !== id) history.push(id);
                }
                const next = currentStep(actor.getSnapshot());
                expect(chatSteps(actor, next)).toEqual(history);
              }
              actor.stop();
            },
          ),
          { numRuns: 40 },
        );
      });
    },
  );
});

describe('chatAnswer', () => {
  it('writes each kind of answer as the visitor would say it', () => {
    expect(chatAnswer(question(medicare, 'zip'), { zipcode: '90210' }, 'english')).toBe('90210');
    expect(chatAnswer(question(medicare, 'medicare'), { haveMedicare: true }, 'english')).toBe(
      'Yes',
    );
    expect(chatAnswer(question(medicare, 'medicaid'), { haveMedicaid: false }, 'english')).toBe(
      'No',
    );
    expect(
      chatAnswer(question(medicare, 'name'), { firstName: 'Maria', lastName: 'Garcia' }, 'english'),
    ).toBe('Maria Garcia');
    expect(chatAnswer(question(medicare, 'age'), { age: 67 }, 'english')).toBe('67');
    expect(chatAnswer(question(spanish, 'medicare'), { haveMedicare: true }, 'spanish')).toBe('Sí');
  });

  it('is null for a skipped step', () => {
    expect(
      chatAnswer(question(medicare, 'medicaid'), { haveMedicaid: null }, 'english'),
    ).toBeNull();
  });

  it('says consents as their sentence, never shows hidden fields, and joins choices with commas', () => {
    const life = compileFunnel(load('life.json'));
    const consent = chatAnswer(
      question(life, 'consent'),
      { callConsent: true, smsConsent: false, leadidId: 'A1B2' },
      'english',
    );
    expect(consent).toBe(
      'I agree to receive calls about insurance offers: Yes, I agree to receive text messages about insurance offers: No',
    );
    expect(
      chatAnswer(
        question(life, 'about'),
        { gender: 'female', primaryLanguage: 'spanish' },
        'english',
      ),
    ).toBe('Female, Español');
  });
});

describe('chatTranscript', () => {
  it('pairs each question of the path with its answer', () => {
    const values = { zipcode: '90210', haveMedicare: true, haveMedicaid: null };
    expect(
      chatTranscript(medicare, ['zip', 'medicare', 'medicaid', 'name'], values, 'name'),
    ).toEqual([
      {
        step: 'zip',
        question: 'What is your ZIP code?',
        description: 'We use it to find the plans available where you live.',
        answer: '90210',
      },
      {
        step: 'medicare',
        question: 'Do you have Medicare Part A and Part B?',
        description: undefined,
        answer: 'Yes',
      },
      {
        step: 'medicaid',
        question: 'Do you receive Medicaid?',
        description: undefined,
        answer: null,
      },
    ]);
  });
});
