import type { AnswerRule, Condition } from '../../../schemas/condition';
import type { FieldName } from '../../../schemas/fieldLibrary';
import type { FunnelDefinition } from '../../../schemas/funnel';
import { probeValues } from './fieldDomain';
import { matchesCondition } from '../compiler/matchesCondition';
import { transitionsOf } from '../compiler/nextSteps';
import { toJsonPointer } from '../compiler/parseFunnel';
import type { FunnelFinding } from './funnelFinding';

function namedValues(rule: AnswerRule | undefined): unknown[] {
  if (!rule) return [];
  return [
    ...('const' in rule ? [rule.const] : []),
    ...(rule.enum ?? []),
    rule.minimum,
    rule.maximum,
  ].filter((v) => v !== undefined);
}

/** Answers, by name, for which some possible value makes every condition given match; undefined when none can. */
function witness(
  conditions: readonly Condition[],
  fieldOf: ReadonlyMap<string, FieldName>,
): Record<string, unknown> | undefined {
  const names = new Set(
    conditions.flatMap((c) => [...Object.keys(c.properties ?? {}), ...(c.required ?? [])]),
  );
  const answers: Record<string, unknown> = {};
  for (const name of names) {
    const field = fieldOf.get(name);
    // An answer no step asks stays absent: a rule about it always holds, `required` never does.
    if (!field) continue;
    const probes = probeValues(
      field,
      conditions.flatMap((c) => namedValues(c.properties?.[name])),
    );
    const fitting = probes.find((value) =>
      conditions.every((c) => matchesCondition(c, { [name]: value })),
    );
    if (fitting === undefined) return undefined;
    answers[name] = fitting;
  }
  return conditions.every((c) => matchesCondition(c, answers)) ? answers : undefined;
}

/**
 * `when` conditions that can never match (no allowed answer satisfies them) and pairs of
 * conditions on one step that can both match (the first wins, so the second is taken less
 * often than it reads). Both are warnings: the funnel still works, perhaps not as meant.
 */
export function verifyConditions(funnel: FunnelDefinition): FunnelFinding[] {
  const fieldOf = new Map<string, FieldName>();
  for (const step of Object.values(funnel.steps)) {
    if (step.type === 'final') continue;
    for (const [name, ref] of Object.entries(step.fields))
      fieldOf.set(name, ref.$ref.slice('fields#/'.length) as FieldName);
  }

  const findings: FunnelFinding[] = [];
  for (const [id, step] of Object.entries(funnel.steps)) {
    const guarded = transitionsOf(step)
      .map((transition, index) => ({ when: transition.when, index }))
      .filter((t): t is { when: Condition; index: number } => t.when !== undefined);
    for (const { when, index } of guarded) {
      const pointer = toJsonPointer(['steps', id, 'next', index, 'when']);
      const unasked = [...Object.keys(when.properties ?? {}), ...(when.required ?? [])].filter(
        (name) => !fieldOf.has(name),
      );
      if (unasked.length > 0) {
        findings.push({
          severity: 'warning',
          pointer,
          message: `No step asks for ${unasked.map((n) => `"${n}"`).join(', ')}: this condition does not depend on the visitor. Check the answer name.`,
        });
      } else if (!witness([when], fieldOf)) {
        findings.push({
          severity: 'warning',
          pointer,
          message: `This condition can never match: no answer the fields allow satisfies it. Check its values against the field's options.`,
        });
      }
    }
    for (const [i, first] of guarded.entries()) {
      for (const second of guarded.slice(i + 1)) {
        const both = witness([first.when, second.when], fieldOf);
        if (!both || !witness([second.when], fieldOf)) continue;
        findings.push({
          severity: 'warning',
          pointer: toJsonPointer(['steps', id, 'next', second.index, 'when']),
          message: `Transitions ${first.index} and ${second.index} can both match (for example ${JSON.stringify(both)}); the first wins. Make the conditions exclusive.`,
        });
      }
    }
  }
  return findings;
}
