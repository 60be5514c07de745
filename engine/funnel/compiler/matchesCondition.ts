import type { AnswerRule, Condition } from '../../../schemas/condition';

/** The answers of a funnel so far, by field name. A skipped answer is `null`. */
export type Answers = Readonly<Record<string, unknown>>;

function typeMatches(type: NonNullable<AnswerRule['type']>, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

function ruleMatches(rule: AnswerRule, value: unknown): boolean {
  // JSON Schema semantics: a rule about a property says nothing when the property is absent.
  if (value === undefined) return true;
  if ('const' in rule && rule.const !== value) return false;
  if (rule.enum && !rule.enum.includes(value as never)) return false;
  if (rule.type && !typeMatches(rule.type, value)) return false;
  if (rule.minimum !== undefined && !(typeof value === 'number' && value >= rule.minimum))
    return false;
  if (rule.maximum !== undefined && !(typeof value === 'number' && value <= rule.maximum))
    return false;
  return true;
}

/**
 * Evaluates a `when` condition (a JSON Schema subset) against the answers so far.
 *
 * @example matchesCondition({ properties: { haveMedicare: { const: false } } }, { haveMedicare: false }) // true
 */
export function matchesCondition(condition: Condition, answers: Answers): boolean {
  for (const name of condition.required ?? []) {
    if (answers[name] === undefined || answers[name] === null) return false;
  }
  for (const [name, rule] of Object.entries(condition.properties ?? {})) {
    if (!ruleMatches(rule, answers[name])) return false;
  }
  return true;
}
