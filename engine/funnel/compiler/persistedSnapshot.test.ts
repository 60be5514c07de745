import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readFunnelJson } from '../../../scripts/funnelFiles';
import { quietEffects } from '../../../testing/quietEffects';
import { defineDemandCheck } from '../../effects/effectActors';
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

  it('resumes a snapshot stored while the demand check had a region of its own: the check it was running asks again', async () => {
    const stored = await storedVisit();
    const older = {
      ...stored,
      value: { ...(stored.value as object), step: 'medicare', demand: 'checking' },
      children: {
        '0.medicare.demand.checking': {
          snapshot: { status: 'active', input: { values: { zipcode: '90210' } } },
          src: 'demandCheck',
          syncSnapshot: false,
        },
      },
    };
    const snapshot = readPersistedSnapshot(medicare, JSON.stringify(older));
    const asked: unknown[] = [];
    const actor = createActor(
      medicare.machine.provide({
        actors: quietEffects({
          demandCheck: defineDemandCheck((input) => {
            asked.push(input.values);
            return Promise.resolve({ bid: 4, raw: {} });
          }),
        }),
      }),
      { snapshot: snapshot! },
    ).start();
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(currentStep(actor.getSnapshot())).toBe('medicare');
    expect(asked).toEqual([{ zipcode: '90210' }]);
    expect(actor.getSnapshot().context.demand).toMatchObject({ bid: 4, isLowBid: true });
  });

  it('starts afresh from a snapshot naming a step the funnel no longer has', async () => {
    const stored = await storedVisit();
    expect(
      readPersistedSnapshot(medicare, JSON.stringify({ ...stored, value: { step: 'gone' } })),
    ).toBeUndefined();
  });
});
