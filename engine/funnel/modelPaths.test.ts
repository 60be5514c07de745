import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { fieldLibrary, type FieldName } from '../../schemas/fieldLibrary';
import { compileFunnel, currentStep, submitEffectId, type FunnelMachine, type FunnelSnapshot } from './compileFunnel';
import { defineCheckZip } from '../effects/effectActors';
import { transitionsOf } from './nextSteps';
import { parseFunnel } from './parseFunnel';
import { quietEffects } from './quietEffects';

// Model-based tests: the paths are generated from each funnel's machine (xstate/graph), with
// events made from the field library's examples, then replayed on a running actor.

type FunnelEvent = EventFromLogic<FunnelMachine>;

const files = readdirSync('funnels').filter((file) => file.endsWith('.json'));

describe.each(files)('model of funnels/%s', (file) => {
  const definition = parseFunnel(JSON.parse(readFileSync(`funnels/${file}`, 'utf8')), file);
  const funnel = compileFunnel(definition);
  // Answers that steer the funnel: states differing only in other answers are the same node.
  const steering = new Set(Object.values(definition.steps).flatMap((step) => transitionsOf(step).flatMap((t) => Object.keys(t.when?.properties ?? {}))));

  const events = (snapshot: FunnelSnapshot): FunnelEvent[] => {
    const id = currentStep(snapshot);
    const step = definition.steps[id];
    if (!step || step.type === 'final') return [];
    const submitting = (snapshot.value as { step: Record<string, string> | string }).step;
    const sub = typeof submitting === 'object' ? submitting[id] : undefined;
    if (sub?.startsWith('submitting-')) {
      const index = Number(sub.slice('submitting-'.length));
      return [true, false].map((output) => ({ type: `xstate.done.actor.${submitEffectId(id, index)}`, output }) as unknown as FunnelEvent);
    }
    const fields = Object.entries(step.fields).map(([name, ref]) => [name, fieldLibrary[ref.$ref.slice('fields#/'.length) as FieldName].examples] as const);
    const variants = Math.max(1, ...fields.map(([, examples]) => examples.length));
    const submits = Array.from({ length: variants }, (_, i) => ({
      type: 'SUBMIT' as const,
      values: Object.fromEntries(fields.map(([name, examples]) => [name, examples[i % examples.length]])),
    }));
    return [...submits, ...(step.skippable ? [{ type: 'SKIP' as const }] : [])];
  };

  const paths = getShortestPaths(funnel.machine, {
    events,
    serializeState: (snapshot) =>
      JSON.stringify([
        (snapshot.value as { step: unknown }).step,
        Object.fromEntries(Object.entries(snapshot.context.values).filter(([name]) => steering.has(name))),
      ]),
  });
  const finals = paths.filter((path) => definition.steps[currentStep(path.state)]?.type === 'final');

  it('reaches every step and a final step', () => {
    const reached = new Set(paths.map((path) => currentStep(path.state)));
    expect([...reached].sort()).toEqual(Object.keys(definition.steps).sort());
    expect(finals.length).toBeGreaterThan(0);
  });

  it('never moves progress backwards along a generated path', () => {
    for (const path of paths) {
      const shown = [...path.steps.map((step) => currentStep(step.state)), currentStep(path.state)]
        .filter((id, i, all) => all[i - 1] !== id && funnel.steps[id]?.type !== 'auxiliary')
        .map((id) => funnel.steps[id]!.progress);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    }
  });

  it('replays every path to a final step on a running actor and ends where the model says', async () => {
    for (const path of finals) {
      let answer = true;
      const actor = createActor(
        funnel.machine.provide({ actors: quietEffects({ checkZip: defineCheckZip(() => Promise.resolve(answer)) }) }),
      ).start();
      const isEffectAnswer = (event: { type: string } | undefined) => event?.type.startsWith('xstate.done.actor.') === true;
      for (const [index, { event }] of path.steps.entries()) {
        if ((event.type as string) === 'xstate.init') continue;
        if (isEffectAnswer(event)) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          continue;
        }
        // The submit effect the event starts answers as the model's next event says.
        const next = path.steps[index + 1]?.event;
        if (isEffectAnswer(next)) answer = (next as unknown as { output: boolean }).output;
        actor.send(event);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(currentStep(actor.getSnapshot())).toBe(currentStep(path.state));
      actor.stop();
    }
  });
});
