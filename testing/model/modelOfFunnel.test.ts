import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FunnelDefinition } from '../../schemas/funnel';
import { answersForSubmit, modelOfFunnel, type ModelEvent, type ModelState } from './modelOfFunnel';
import { parseFunnel } from '../../engine/funnel/compiler/parseFunnel';

const medicare = parseFunnel(
  JSON.parse(readFileSync('funnels/medicare.json', 'utf8')),
  'medicare.json',
);
const giveback = parseFunnel(
  JSON.parse(readFileSync('funnels/giveback.json', 'utf8')),
  'giveback.json',
);

function walk(funnel: FunnelDefinition, events: readonly ModelEvent[]) {
  const model = modelOfFunnel(funnel);
  let state: ModelState = model.initial;
  const covers: string[] = [];
  for (const event of events) {
    const next = model.next(state, event);
    state = next.state;
    covers.push(...next.covers);
  }
  return { state, covers };
}

describe('the funnel model', () => {
  it('follows the first matching branch; a skip answers null', () => {
    const skipped = walk(medicare, [
      { type: 'SUBMIT', values: {} },
      { type: 'DEMAND', outcome: 'low' },
      { type: 'SKIP' },
      { type: 'SKIP' },
      { type: 'SUBMIT', values: {} },
      { type: 'SKIP' },
    ]);
    expect(skipped.state.step).toBe('age');
    expect(skipped.covers).toContain('next:birth:0');
    const answered = walk(medicare, [
      { type: 'SUBMIT', values: {} },
      { type: 'DEMAND', outcome: 'low' },
      { type: 'SKIP' },
      { type: 'SKIP' },
      { type: 'SUBMIT', values: {} },
      { type: 'SUBMIT', values: { dob: '04/12/1955' } },
    ]);
    expect(answered.state).toMatchObject({ step: 'consent', lease: 'none' });
    expect(answered.covers).toContain('next:birth:1');
  });

  it('keeps only answers that steer, and branches on them', () => {
    const model = modelOfFunnel(giveback);
    expect([...model.steering].sort()).toEqual(['dob', 'haveMedicaid']);
    const note = walk(giveback, [
      { type: 'SUBMIT', values: {} },
      { type: 'DEMAND', outcome: 'high' },
      { type: 'SKIP' },
      { type: 'SUBMIT', values: { haveMedicaid: true } },
    ]);
    expect(note.state).toMatchObject({ step: 'medicaid-note', answers: { haveMedicaid: true } });
  });

  it('stays on a refused submit, goes on when a submit effect fails, and starts enter effects once', () => {
    const refused = walk(medicare, [
      { type: 'SUBMIT', values: {}, effect: { name: 'checkZip', outcome: 'refuse' } },
    ]);
    expect(refused).toEqual({
      state: expect.objectContaining({ step: 'zip', demand: 'idle' }),
      covers: ['refuse:zip:checkZip'],
    });
    const failed = walk(medicare, [
      { type: 'SUBMIT', values: {}, effect: { name: 'checkZip', outcome: 'fail' } },
    ]);
    expect(failed).toEqual({
      state: expect.objectContaining({ step: 'medicare', demand: 'checking' }),
      covers: ['fail:zip:checkZip', 'next:zip:0'],
    });
    // While the check runs, only its outcome can happen.
    expect(
      modelOfFunnel(medicare)
        .events(failed.state)
        .map((event) => event.type),
    ).toEqual(['DEMAND', 'DEMAND', 'DEMAND']);
  });

  it('goes back and forward through the browser history, entering the step again', () => {
    const back = walk(medicare, [
      { type: 'SUBMIT', values: {} },
      { type: 'DEMAND', outcome: 'high' },
      { type: 'SKIP' },
      { type: 'BACK' },
    ]);
    expect(back.state).toMatchObject({
      step: 'medicare',
      demand: 'checking',
      position: 1,
      history: ['zip', 'medicare', 'medicaid'],
    });
    const forward = walk(medicare, [
      { type: 'SUBMIT', values: {} },
      { type: 'DEMAND', outcome: 'high' },
      { type: 'SKIP' },
      { type: 'BACK' },
      { type: 'DEMAND', outcome: 'high' },
      { type: 'FORWARD' },
    ]);
    expect(forward.state).toMatchObject({ step: 'medicaid', position: 2 });
    expect(forward.covers).toEqual(expect.arrayContaining(['goto:medicare', 'goto:medicaid']));
  });

  it('leaves a replaced step out of the history', () => {
    const zip = medicare.steps.zip!;
    if (zip.type === 'final') throw new Error('zip is a question');
    const replacing = {
      ...medicare,
      steps: { ...medicare.steps, zip: { ...zip, navigation: { replace: true, keepQuery: true } } },
    };
    const { state } = walk(replacing, [{ type: 'SUBMIT', values: {} }]);
    expect(state).toMatchObject({ step: 'medicare', history: ['medicare'], position: 0 });
  });

  it('fills a submit from the field examples, the variant choosing which', () => {
    const name = medicare.steps.name!;
    if (name.type === 'final') throw new Error('name is a question');
    const { steering } = modelOfFunnel(medicare);
    expect(answersForSubmit(name, {}, steering, 0)).toEqual({
      firstName: 'Maria',
      lastName: 'Garcia',
    });
    expect(answersForSubmit(name, {}, steering, 1)).toEqual({
      firstName: 'John',
      lastName: 'Smith',
    });
  });
});
