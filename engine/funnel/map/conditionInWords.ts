import type { AnswerRule, Condition } from '../../../schemas/condition';

type Scalar = NonNullable<AnswerRule['const']> | null;

function valueInWords(value: Scalar): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return String(value);
}

function listInWords(values: readonly Scalar[]): string {
  const words = values.map(valueInWords);
  return words.length < 2
    ? (words[0] ?? '')
    : `one of ${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

const typeInWords: Record<NonNullable<AnswerRule['type']>, string> = {
  string: 'is text',
  number: 'is a number',
  integer: 'is a whole number',
  boolean: 'is Yes or No',
  null: 'was skipped',
};

/** What one answer's rule asks, without the answer's name: "is No", "is at least 65". */
function ruleInWords(rule: AnswerRule): string[] {
  const parts: string[] = [];
  if (rule.const === null) parts.push('was skipped');
  else if (rule.const !== undefined) parts.push(`is ${valueInWords(rule.const)}`);
  if (rule.enum) parts.push(`is ${listInWords(rule.enum)}`);
  if (rule.type) parts.push(typeInWords[rule.type]);
  if (rule.minimum !== undefined && rule.maximum !== undefined)
    parts.push(`is between ${rule.minimum} and ${rule.maximum}`);
  else if (rule.minimum !== undefined) parts.push(`is at least ${rule.minimum}`);
  else if (rule.maximum !== undefined) parts.push(`is at most ${rule.maximum}`);
  return parts;
}

/**
 * A `when` condition as a product owner reads it. Rules on answers not listed in `required` also
 * hold when the answer was never given (JSON Schema), and the words say so.
 *
 * @example conditionInWords({ properties: { haveMedicare: { const: false } }, required: ['haveMedicare'] }) // 'haveMedicare is No'
 * @example conditionInWords({ properties: { dob: { type: 'null' } } }) // 'dob was skipped or not answered'
 */
export function conditionInWords(condition: Condition): string {
  const required = new Set(condition.required ?? []);
  const clauses = Object.entries(condition.properties ?? {}).map(([name, rule]) => {
    const parts = ruleInWords(rule);
    const words = `${name} ${parts.length > 0 ? parts.join(' and ') : 'is anything'}`;
    if (required.has(name)) return words;
    return parts.length === 1 && parts[0] === 'was skipped'
      ? `${words} or not answered`
      : `${words} (or not answered)`;
  });
  const answered = [...required]
    .filter((name) => !Object.hasOwn(condition.properties ?? {}, name))
    .map((name) => `${name} is answered`);
  const all = [...clauses, ...answered];
  return all.length > 0 ? all.join(' and ') : 'always';
}
