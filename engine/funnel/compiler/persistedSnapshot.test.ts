import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readFunnelJson } from '../../../scripts/funnelFiles';
import { quietEffects } from '../../../testing/quietEffects';
import { chatTranscript } from '../chat/chatTranscript';
import { compileFunnel, currentStep, type FunnelSnapshot } from './compileFunnel';
import { parseFunnel } from './parseFunnel';
import { readPersistedSnapshot } from './persistedSnapshot';

const medicare = compileFunnel(parseFunnel(readFunnelJson('funnels/medicare.json'), 'medicare'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const machine = medicare.machine.provide({ actors: quietEffects() });

/** A visit at `medicaid` (ZIP code and Medicare answered), persisted as the app stores it. */
async function storedVisit(): Promise<Record<string, unknown>> {
  const actor = createActor(machine).start();
  actor.send({ type: 'FIELD_CHANGED', name: 'zipcode', value: '90210' });
  await settle();
  actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } });
  actor.send({ type: 'SUBMIT', values: { haveMedicare: true } });
  await settle();
  const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<
    string,
    unknown
  >;
  actor.stop();
  return stored;
}

describe('readPersistedSnapshot', () => {
  it('resumes a snapshot as stored: its path and ZIP checks kept', async () => {
    const stored = await storedVisit();
    const snapshot = readPersistedSnapshot(medicare, JSON.stringify(stored));
    const actor = createActor(machine, { snapshot: snapshot! }).start();
    expect(currentStep(actor.getSnapshot())).toBe('medicaid');
    expect(actor.getSnapshot().context.path).toEqual(['zip', 'medicare', 'medicaid']);
    expect(actor.getSnapshot().context.zipChecks).toEqual({ '90210': 'found' });
  });

  it('resumes a snapshot stored before the machine kept its path: the path is retraced once, then kept by the machine', async () => {
    const stored = await storedVisit();
    const {
      path: _path,
      zipChecks: _checks,
      zipLookingUp: _lookup,
      ...older
    } = stored.context as Record<string, unknown>;
    const snapshot = readPersistedSnapshot(medicare, JSON.stringify({ ...stored, context: older }));
    expect(snapshot).toBeDefined();
    const actor = createActor(machine, { snapshot: snapshot! }).start();
    const chatSteps = (current: FunnelSnapshot) =>
      chatTranscript(
        medicare,
        current.context.path,
        current.context.values,
        currentStep(current),
      ).map(({ step }) => step);
    expect(currentStep(actor.getSnapshot())).toBe('medicaid');
    expect(actor.getSnapshot().context.path).toEqual(['zip', 'medicare', 'medicaid']);
    expect(chatSteps(actor.getSnapshot())).toEqual(['zip', 'medicare']);
    // No ZIP code looked up yet: the ZIP step's check is asked as before.
    expect(actor.getSnapshot().context.zipChecks).toEqual({});
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().context.path).toEqual(['zip', 'medicare', 'medicaid', 'name']);
    actor.send({ type: 'GOTO', step: 'zip' });
    expect(chatSteps(actor.getSnapshot())).toEqual([]);
  });

  it('starts afresh from a snapshot naming a step the funnel no longer has', async () => {
    const stored = await storedVisit();
    expect(
      readPersistedSnapshot(medicare, JSON.stringify({ ...stored, value: { step: 'gone' } })),
    ).toBeUndefined();
  });
});
