import type { z } from 'zod';

const quote = (names: readonly PropertyKey[]) =>
  names.map((name) => `"${String(name)}"`).join(', ');

/** zod's own wording (`Invalid input: …`, `Too small: …`): a schema's own message is kept as written. */
const zodWording = /^(Invalid input|Invalid option|Too small|Too big|Invalid string|Invalid)\b/;

/**
 * A schema issue of a campaign file (a page's frontmatter, an experiment) as a problem in words a
 * product owner understands: where (the JSON pointer), what is wrong and how to fix it. Messages
 * the schema writes itself are kept; zod's own are reworded; `schemaFile` is named for the fields.
 *
 * @example schemaIssueProblem(issue, 'schemas/experiment.ts') // { pointer: '/colour', message: 'Unknown field "colour": remove or rename it (see schemas/experiment.ts).' }
 */
export function schemaIssueProblem(
  issue: z.core.$ZodIssue,
  schemaFile: string,
): { readonly pointer: string; readonly message: string } {
  const path =
    issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
  const pointer = path.length ? `/${path.map(String).join('/')}` : '';
  return { pointer, message: messageOf(issue, schemaFile) };
}

function messageOf(issue: z.core.$ZodIssue, schemaFile: string): string {
  const field = String(issue.path.at(-1) ?? 'the file');
  switch (issue.code) {
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${quote(issue.keys)}: remove or rename (see ${schemaFile}).`;
    case 'invalid_value':
      return `${issue.message.replace(/^Invalid option: expected one of/, 'Use one of')}.`;
    default:
      break;
  }
  if (!zodWording.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is missing: add it (see ${schemaFile}).`
        : `${field} is not a ${issue.expected}: write a ${issue.expected} (see ${schemaFile}).`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${field} is empty: write it, or remove the field.`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `${field} has too few entries: give at least ${String(issue.minimum)}.`
          : `${field} is too small: use a number ${issue.inclusive ? 'of at least' : 'above'} ${String(issue.minimum)}.`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `${field} is too long: keep it to ${String(issue.maximum)} at most.`
        : `${field} is too large: use a number ${issue.inclusive ? 'of at most' : 'below'} ${String(issue.maximum)}.`;
    default:
      return `${field}: ${issue.message.replace(/^Invalid input: /, '')} (see ${schemaFile}).`;
  }
}
