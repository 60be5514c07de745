import type { FunnelDefinition } from '../../../schemas/funnel';
import type { Answers } from './matchesCondition';
import { matchesCondition } from './matchesCondition';
import { transitionsOf } from './nextSteps';

/** Where a visitor was in an older version of a funnel. */
export interface VisitInOldVersion {
  readonly version: number;
  readonly step: string;
  readonly answers: Answers;
}

/**
 * Where a visitor mid-funnel continues after a new version of the funnel is deployed, answers
 * kept: the step the new version maps the old one to (`from.steps`), else the same step when it
 * still exists and the new version declares a map from that version, else the first step of the
 * new version, following its `next` over the answers, that lacks an answer.
 *
 * @example
 * resumeAfterVersion(v2, { version: 1, step: 'birth', answers }).step; // 'date-of-birth'
 */
export function resumeAfterVersion(
  funnel: FunnelDefinition,
  old: VisitInOldVersion,
): { readonly step: string; readonly answers: Answers } {
  if (old.version === funnel.version && Object.hasOwn(funnel.steps, old.step))
    return { step: old.step, answers: old.answers };
  if (funnel.from?.version === old.version) {
    const mapped = funnel.from.steps[old.step] ?? old.step;
    if (Object.hasOwn(funnel.steps, mapped)) return { step: mapped, answers: old.answers };
  }
  return { step: firstStepLackingAnswer(funnel, old.answers), answers: old.answers };
}

/** The first step on the visitor's path (the `next` their answers choose) with a question not yet answered. */
export function firstStepLackingAnswer(funnel: FunnelDefinition, answers: Answers): string {
  const seen = new Set<string>();
  let id = funnel.initial;
  while (!seen.has(id)) {
    seen.add(id);
    const step = funnel.steps[id];
    if (!step || step.type === 'final') return id;
    if (Object.keys(step.fields).some((field) => answers[field] === undefined)) return id;
    const next = transitionsOf(step).find(
      (transition) => transition.when === undefined || matchesCondition(transition.when, answers),
    );
    if (!next) return id;
    id = next.to;
  }
  return id;
}

/** A problem of a version's step map, with the JSON pointer in the new funnel file. */
export interface VersionProblem {
  readonly pointer: string;
  readonly message: string;
}

/**
 * Checks a new version against the previous one: it declares the right `from.version`, every old
 * step has a place in the new version (mapped, or kept under its id), every mapped target exists,
 * and every answer both versions ask keeps its meaning (the same library field).
 */
export function verifyVersionMap(
  previous: FunnelDefinition,
  next: FunnelDefinition,
): VersionProblem[] {
  const problems: VersionProblem[] = [];
  if (next.version <= previous.version)
    problems.push({
      pointer: '/version',
      message: `Version ${next.version} is not after ${previous.version}: raise the version.`,
    });
  const map = next.from?.version === previous.version ? next.from.steps : {};
  if (next.from && next.from.version !== previous.version)
    problems.push({
      pointer: '/from/version',
      message: `The map is from version ${next.from.version}, but the previous version is ${previous.version}: map from ${previous.version}.`,
    });
  for (const [oldStep, newStep] of Object.entries(map)) {
    if (!Object.hasOwn(previous.steps, oldStep))
      problems.push({
        pointer: `/from/steps/${oldStep}`,
        message: `Version ${previous.version} has no step "${oldStep}": remove it from the map.`,
      });
    if (!Object.hasOwn(next.steps, newStep))
      problems.push({
        pointer: `/from/steps/${oldStep}`,
        message: `Step "${newStep}" does not exist in version ${next.version}: map "${oldStep}" to one of ${Object.keys(next.steps).join(', ')}.`,
      });
  }
  for (const oldStep of Object.keys(previous.steps)) {
    if (!Object.hasOwn(map, oldStep) && !Object.hasOwn(next.steps, oldStep))
      problems.push({
        pointer: '/from/steps',
        message: `Step "${oldStep}" of version ${previous.version} is gone: map it to the step of version ${next.version} a visitor there continues at (from.steps).`,
      });
  }
  const fieldsOf = (funnel: FunnelDefinition) => {
    const fields = new Map<string, unknown>();
    for (const step of Object.values(funnel.steps))
      if (step.type !== 'final')
        for (const [name, field] of Object.entries(step.fields))
          fields.set(name, (field as { $ref?: unknown }).$ref);
    return fields;
  };
  const before = fieldsOf(previous);
  for (const [name, ref] of fieldsOf(next)) {
    if (before.has(name) && before.get(name) !== ref)
      problems.push({
        pointer: '/steps',
        message: `Answer "${name}" was ${String(before.get(name))} in version ${previous.version} and is ${String(ref)} in version ${next.version}: a stored answer would change meaning; give the new question another answer name.`,
      });
  }
  return problems;
}
