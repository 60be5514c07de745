import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ConsentAct } from '../../../schemas/consentReceipt';
import { defineLeasePhone, type EffectInput } from '../../effects/effectActors';
import { compileFunnel, currentStep } from './compileFunnel';
import { parseFunnel } from './parseFunnel';
import { quietEffects } from '../../../testing/quietEffects';

const medicare = parseFunnel(
  JSON.parse(readFileSync('funnels/medicare.json', 'utf8')),
  'funnels/medicare.json',
);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const act: ConsentAct = {
  disclosureId: 'tcpa-marketplace',
  disclosureVersion: 1,
  text: 'I agree that Medicare 10 and A, B and C may call me.',
  textSha256: 'a'.repeat(64),
  sellers: ['A', 'B', 'C'],
  kinds: ['calls', 'texts', 'email'],
  givenAt: '2026-11-25T16:00:00.000Z',
  pageUrl: 'https://medicare10.com/quiz/medicare/consent',
  funnel: { id: 'medicare', version: 2, sha256: 'b'.repeat(64) },
};

function atConsent() {
  const leases: EffectInput[] = [];
  const compiled = compileFunnel(medicare);
  const actor = createActor(
    compiled.machine.provide({
      actors: quietEffects({
        leasePhone: defineLeasePhone((input) => {
          leases.push(input);
          return Promise.resolve({ phone: '18885550199', expiresAt: Date.now() + 300_000 });
        }),
      }),
    }),
  ).start();
  actor.send({ type: 'GOTO', step: 'consent' });
  return { compiled, actor, leases, step: () => currentStep(actor.getSnapshot()) };
}

describe('a consent step', () => {
  it('is compiled with its disclosure and the submit label that says what it does', () => {
    const { compiled } = atConsent();
    const step = compiled.steps.consent!;
    expect(step.type === 'regular' && step.consent).toEqual({ disclosure: 'tcpa-marketplace' });
    expect(step.type === 'regular' && step.form.submitLabel).toBe('I agree, show my options');
    expect(compiled.steps.name?.type === 'regular' && compiled.steps.name.form.submitLabel).toBe(
      'Continue',
    );
  });

  it('refuses a submit without the calls box checked: no lease, no consent kept, the form says why', async () => {
    const { actor, leases, step } = atConsent();
    actor.send({ type: 'SUBMIT', values: { smsConsent: true }, consent: act });
    actor.send({
      type: 'SUBMIT',
      values: { callConsent: false, smsConsent: true, emailConsent: true },
      consent: act,
    });
    await settle();
    expect(step()).toBe('consent');
    expect(actor.getSnapshot().context.refused).toEqual({ step: 'consent', effect: 'consent' });
    expect(actor.getSnapshot().context.consent).toBeNull();
    expect(leases).toEqual([]);
  });

  it('goes on with the calls box checked, keeping the text shown and the kinds checked, and the lease carries them', async () => {
    const { actor, leases, step } = atConsent();
    actor.send({ type: 'SUBMIT', values: { callConsent: true, smsConsent: false }, consent: act });
    await settle();
    expect(step()).toBe('call');
    const kept = { ...act, kinds: ['calls'] };
    expect(actor.getSnapshot().context.consent).toEqual(kept);
    expect(actor.getSnapshot().context.refused).toBeNull();
    expect(leases).toHaveLength(1);
    expect(leases[0]?.consent).toEqual(kept);
    expect(leases[0]?.values.callConsent).toBe(true);
  });

  it('gives every kind of the disclosure for one box for all (a step asking callConsent alone)', async () => {
    const single = parseFunnel(
      {
        ...medicare,
        steps: {
          ...medicare.steps,
          consent: {
            ...medicare.steps.consent!,
            fields: { callConsent: { $ref: 'fields#/callConsent' } },
          },
        },
      },
      'one-box.json',
    );
    const actor = createActor(
      compileFunnel(single).machine.provide({ actors: quietEffects() }),
    ).start();
    actor.send({ type: 'GOTO', step: 'consent' });
    actor.send({ type: 'SUBMIT', values: { callConsent: true }, consent: act });
    await settle();
    expect(actor.getSnapshot().context.consent?.kinds).toEqual(['calls', 'texts', 'email']);
  });
});
