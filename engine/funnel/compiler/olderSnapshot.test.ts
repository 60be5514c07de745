import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { compileFunnel } from './compileFunnel';
import { olderVisit } from './olderSnapshot';
import { parseFunnel } from './parseFunnel';
import { quietEffects } from '../../../testing/quietEffects';
import { resumeStoredVisit } from './resumeStoredVisit';

const fixture = (name: string) =>
  parseFunnel(JSON.parse(readFileSync(`tests/fixtures/funnelVersions/${name}.json`, 'utf8')), name);
const v1 = fixture('medicare.v1');
const v2 = fixture('medicare.v2');
const v2Unmapped = fixture('medicare.v2-unmapped');

/** A storage holding what the app persisted (key → text). */
function storageOf(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (index) => keys[index] ?? null,
    getItem: (key) => entries[key] ?? null,
  };
}

const answers = {
  zipcode: '90210',
  haveMedicare: true,
  haveMedicaid: false,
  firstName: 'Ann',
  lastName: 'Lee',
};

/** The snapshot v1's app persists for a visitor who answered up to `birth`. */
function persistedAtBirth(): string {
  const actor = createActor(compileFunnel(v1).machine.provide({ actors: quietEffects() })).start();
  actor.send({ type: 'PREFILL', values: answers });
  actor.send({ type: 'GOTO', step: 'birth' });
  return JSON.stringify(actor.getPersistedSnapshot());
}

describe('olderVisit', () => {
  it("moves v1's snapshot at `birth` to the step v2 renamed it to, answers kept", () => {
    const visit = olderVisit(
      v2,
      storageOf({ 'funnel:medicare:v1': persistedAtBirth(), 'funnel:life:v1': '{}' }),
    );
    expect(visit).toEqual({
      key: 'funnel:medicare:v1',
      fromVersion: 1,
      step: 'date-of-birth',
      answers,
    });
  });

  it('without a map, continues at the first step lacking an answer', () => {
    expect(
      olderVisit(v2Unmapped, storageOf({ 'funnel:medicare:v1': persistedAtBirth() }))?.step,
    ).toBe('date-of-birth');
  });

  it('reads the newest older version only, and never its own or a newer one', () => {
    const atZip = JSON.stringify({ value: { step: 'zip' }, context: { values: {} } });
    // v3 maps from v2, where `birth` still had its name (a v1 visitor would continue at the first step lacking an answer).
    const v3 = { ...v2, version: 3, from: { version: 2, steps: { birth: 'date-of-birth' } } };
    const v2Snapshot = persistedAtBirth();
    const visit = olderVisit(
      v3,
      storageOf({
        'funnel:medicare:v1': atZip,
        'funnel:medicare:v2': v2Snapshot,
        'funnel:medicare:v3': atZip,
        'funnel:medicare:v4': atZip,
      }),
    );
    expect(visit).toMatchObject({
      key: 'funnel:medicare:v2',
      fromVersion: 2,
      step: 'date-of-birth',
      answers,
    });
    expect(olderVisit(v1, storageOf({ 'funnel:medicare:v1': atZip }))).toBeUndefined();
  });

  it('starts afresh (undefined) on a broken store, never throwing', () => {
    expect(olderVisit(v2, storageOf({ 'funnel:medicare:v1': '{not json' }))).toBeUndefined();
    expect(
      olderVisit(
        v2,
        storageOf({ 'funnel:medicare:v1': '{"value":{"step":"birth"},"context":{"values":[]}}' }),
      ),
    ).toBeUndefined();
    expect(olderVisit(v2, storageOf({ 'funnel:medicare:v1': 'null' }))).toBeUndefined();
    expect(olderVisit(v2, storageOf({}))).toBeUndefined();
  });

  it('keeps consent an act: a checked box of the old version is asked again, never stepped past', () => {
    const stored = JSON.stringify({
      value: { step: 'call' },
      context: { values: { ...answers, dob: '1950-04-02', callConsent: true } },
    });
    const visit = olderVisit(v2, storageOf({ 'funnel:medicare:v1': stored }));
    expect(visit?.answers).toEqual({ ...answers, dob: '1950-04-02' });
    // The fixture has no consent step: the path the answers choose ends at the final step, reached afresh.
    expect(visit?.step).toBe('call');
    expect(
      resumeStoredVisit(v2, {
        version: 1,
        step: 'birth',
        answers: { zipcode: '90210', callConsent: true },
      }).step,
    ).toBe('medicare');
  });
});
