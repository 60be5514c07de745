import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { compileFunnel, currentStep } from './compileFunnel';
import { parseFunnel } from './parseFunnel';
import { quietEffects } from '../../../testing/quietEffects';
import { firstStepLackingAnswer, resumeAfterVersion, verifyVersionMap } from './resumeAfterVersion';

const fixture = (name: string) =>
  parseFunnel(JSON.parse(readFileSync(`tests/fixtures/funnelVersions/${name}.json`, 'utf8')), name);
const v1 = fixture('medicare.v1');
// v2 renamed the step `birth` to `date-of-birth` and maps it (`from`); the unmapped twin does not.
const v2 = fixture('medicare.v2');
const v2Unmapped = fixture('medicare.v2-unmapped');

const answersUpToBirth = {
  zipcode: '90210',
  haveMedicare: true,
  haveMedicaid: false,
  firstName: 'Ann',
  lastName: 'Lee',
};
const atBirth = { version: 1, step: 'birth', answers: answersUpToBirth };

describe('a visitor mid-funnel when a new version is deployed', () => {
  it('continues at the step v2 maps `birth` to, answers kept, and goes on from there', () => {
    const resumed = resumeAfterVersion(v2, atBirth);
    expect(resumed).toEqual({ step: 'date-of-birth', answers: answersUpToBirth });
    // The new version's machine takes the visitor there and on to the end.
    const actor = createActor(
      compileFunnel(v2).machine.provide({ actors: quietEffects() }),
    ).start();
    actor.send({ type: 'PREFILL', values: resumed.answers });
    actor.send({ type: 'GOTO', step: resumed.step });
    expect(currentStep(actor.getSnapshot())).toBe('date-of-birth');
    actor.send({ type: 'SUBMIT', values: { dob: '1950-04-02' } });
    expect(currentStep(actor.getSnapshot())).toBe('call');
    expect(actor.getSnapshot().context.values).toMatchObject(answersUpToBirth);
  });

  it('without a map, continues at the first step of the new version lacking an answer', () => {
    expect(resumeAfterVersion(v2Unmapped, atBirth).step).toBe('date-of-birth');
    expect(resumeAfterVersion(v2Unmapped, { ...atBirth, answers: { zipcode: '90210' } }).step).toBe(
      'medicare',
    );
    // Every question answered: the path the answers choose leads to the end.
    expect(firstStepLackingAnswer(v2Unmapped, { ...answersUpToBirth, dob: '1950-04-02' })).toBe(
      'call',
    );
  });

  it('stays where it is within the same version', () => {
    expect(resumeAfterVersion(v1, atBirth).step).toBe('birth');
  });
});

describe('verifyVersionMap', () => {
  it('accepts v2 mapping every step of v1', () => {
    expect(verifyVersionMap(v1, v2)).toEqual([]);
  });

  it('names an old step with no place in the new version', () => {
    expect(verifyVersionMap(v1, v2Unmapped)).toEqual([
      expect.objectContaining({
        pointer: '/from/steps',
        message: expect.stringMatching(/Step "birth" of version 1 is gone/) as unknown,
      }),
    ]);
  });

  it('refuses a map to a missing step, from the wrong version, and an answer whose meaning changed', () => {
    const broken = {
      ...v2,
      from: { version: 1, steps: { birth: 'nowhere' } },
      steps: {
        ...v2.steps,
        age: { ...v2.steps.age!, fields: { age: { $ref: 'fields#/zipcode' } } },
      },
    } as typeof v2;
    const messages = verifyVersionMap(v1, broken).map(
      (problem) => `${problem.pointer} ${problem.message}`,
    );
    expect(messages.join('\n')).toMatch(/\/from\/steps\/birth Step "nowhere" does not exist/);
    expect(messages.join('\n')).toMatch(
      /Answer "age" was fields#\/age in version 1 and is fields#\/zipcode/,
    );
    expect(
      verifyVersionMap(v1, { ...v2, from: { version: 3, steps: {} } }).map(
        (problem) => problem.pointer,
      ),
    ).toContain('/from/version');
  });
});
