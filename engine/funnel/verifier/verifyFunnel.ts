import type { FunnelDefinition } from '../../../schemas/funnel';
import { transitionsOf } from '../compiler/nextSteps';
import { FunnelError, parseFunnel, toJsonPointer } from '../compiler/parseFunnel';
import { verifyEffectInputs, verifyFormFields } from './verifyAnswers';
import { verifyConditions } from './verifyConditions';
import { verifyConsent, type ConsentRules } from './verifyConsent';

import type { FunnelFinding } from './funnelFinding';

export type { FunnelFinding } from './funnelFinding';
export type { ConsentRules } from './verifyConsent';

function successors(funnel: FunnelDefinition, id: string): string[] {
  const step = funnel.steps[id];
  return step
    ? transitionsOf(step)
        .map((t) => t.to)
        .filter((to) => Object.hasOwn(funnel.steps, to))
    : [];
}

/**
 * Checks a funnel that already passed `parseFunnel`: every step reachable from the initial
 * step, no step without a way on, every path able to reach a final step (no cycle without exit),
 * transitions that can never be taken, answers outside the product's form, effects whose inputs
 * some path skips, and `when` conditions that never match or overlap. Given the consent rules,
 * also that no path sends a lead before consent (`verifyConsent`).
 *
 * @example verifyFunnel(parseFunnel(json)).filter((f) => f.severity === 'error') // [] when sound
 */
export function verifyFunnel(funnel: FunnelDefinition, consent?: ConsentRules): FunnelFinding[] {
  const findings: FunnelFinding[] = [];
  const ids = Object.keys(funnel.steps);

  const reachable = new Set<string>([funnel.initial]);
  for (const queue = [funnel.initial]; queue.length > 0;) {
    for (const next of successors(funnel, queue.shift()!)) {
      if (reachable.has(next)) continue;
      reachable.add(next);
      queue.push(next);
    }
  }

  // Steps from which some path reaches a final step: grow backwards from the final steps.
  const canFinish = new Set(ids.filter((id) => funnel.steps[id]?.type === 'final'));
  for (let grew = true; grew;) {
    grew = false;
    for (const id of ids) {
      if (canFinish.has(id) || !successors(funnel, id).some((next) => canFinish.has(next)))
        continue;
      canFinish.add(id);
      grew = true;
    }
  }

  if (canFinish.size === 0) {
    findings.push({
      severity: 'error',
      pointer: '/steps',
      message: 'The funnel has no final step. Add a step of type "final" that every path ends in.',
    });
  }

  for (const [id, step] of Object.entries(funnel.steps)) {
    const pointer = toJsonPointer(['steps', id]);
    if (!reachable.has(id)) {
      findings.push({
        severity: 'error',
        pointer,
        message: `Step "${id}" cannot be reached from the initial step "${funnel.initial}". Point a "next" at it or remove it.`,
      });
      continue;
    }
    if (step.type === 'final') continue;
    const transitions = transitionsOf(step);
    if (transitions.length === 0) {
      findings.push({
        severity: 'error',
        pointer,
        message: `Step "${id}" has no "next": visitors would be stuck there. Add "next" or make it a "final" step.`,
      });
    } else if (canFinish.size > 0 && !canFinish.has(id)) {
      findings.push({
        severity: 'error',
        pointer,
        message: `No path from step "${id}" reaches a final step (a cycle without exit). Add a transition out of the cycle.`,
      });
    }
    const fallback = transitions.findIndex((t) => t.when === undefined);
    if (fallback === -1 && transitions.length > 0) {
      findings.push({
        severity: 'warning',
        pointer: `${pointer}/next`,
        message: `Every transition of step "${id}" has a "when": if none matches, visitors stay on the step. End the list with a transition without "when".`,
      });
    } else if (fallback !== -1 && fallback < transitions.length - 1) {
      findings.push({
        severity: 'warning',
        pointer: `${pointer}/next/${fallback + 1}`,
        message: `This transition is never taken: transition ${fallback} before it has no "when". Move the transition without "when" to the end.`,
      });
    }
  }
  findings.push(
    ...verifyFormFields(funnel),
    ...verifyEffectInputs(funnel, reachable),
    ...verifyConditions(funnel),
  );
  if (consent) findings.push(...verifyConsent(funnel, consent));
  return findings;
}

/** What the verifier says of one funnel: never throws, whatever the input. */
export interface FunnelReport {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * Parses and verifies a funnel file's JSON, reporting every problem as `source: pointer: message`
 * lines. Used by `npm run funnels:check`; the fuzz test holds it to never throwing.
 */
export function checkFunnel(input: unknown, source: string, consent?: ConsentRules): FunnelReport {
  try {
    const { warnings } = loadSoundFunnel(input, source, consent);
    return { errors: [], warnings: warnings.map((f) => `${source}: ${f.pointer}: ${f.message}`) };
  } catch (error) {
    if (error instanceof FunnelError) return { errors: error.message.split('\n'), warnings: [] };
    return {
      errors: [`${source}: /: ${error instanceof Error ? error.message : String(error)}`],
      warnings: [],
    };
  }
}

/**
 * Parses a funnel file's JSON and verifies its routing (and, given the consent rules, that every
 * lead comes after consent): the one gate every funnel passes (the build, `npm run funnels:check`).
 *
 * @throws FunnelError listing every format problem or routing error
 * @returns the parsed funnel and the verifier's warnings
 */
export function loadSoundFunnel(
  input: unknown,
  source: string,
  consent?: ConsentRules,
): { funnel: FunnelDefinition; warnings: FunnelFinding[] } {
  const funnel = parseFunnel(input, source);
  const findings = verifyFunnel(funnel, consent);
  const errors = findings.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) throw new FunnelError(source, errors);
  return { funnel, warnings: findings.filter((finding) => finding.severity === 'warning') };
}
