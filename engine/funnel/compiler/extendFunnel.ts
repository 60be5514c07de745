import { funnelExtensionSchema, type FunnelExtension } from '../../../schemas/funnelExtension';
import { FunnelError, toJsonPointer, type FunnelIssue } from './parseFunnel';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const WORDS =
  'an extension changes words only: "title", "description", "submitLabel" and the fields\' "title" and "message"';

/** Whether a funnel file's JSON extends another funnel (it has `extends`). */
export function isFunnelExtension(input: unknown): input is Json & { extends: unknown } {
  return isObject(input) && Object.hasOwn(input, 'extends');
}

/** Validates an extension file's JSON, naming branching keys as what they are. */
export function parseFunnelExtension(input: unknown, source: string): FunnelExtension {
  const result = funnelExtensionSchema.safeParse(input);
  if (result.success) return result.data;
  throw new FunnelError(
    source,
    result.error.issues.map((issue) => {
      const inStep =
        issue.path[0] === 'steps' &&
        (issue.path.length === 2 || (issue.path[2] === 'fields' && issue.path.length === 4));
      const message =
        issue.code === 'unrecognized_keys' && inStep
          ? `${issue.keys.map((key) => `"${key}"`).join(', ')} cannot be changed here: ${WORDS}. Change it in the base funnel (every funnel extending it follows), or make this a funnel of its own.`
          : issue.message;
      return { pointer: toJsonPointer(issue.path), message };
    }),
  );
}

/**
 * Applies an extension's words to its base funnel's JSON: the result is the base with the
 * extension's id, language and words, ready for `parseFunnel`.
 *
 * @throws FunnelError (naming the extension file) for a step or field the base does not have
 * @example extendFunnel(parseFunnelExtension(otc, 'funnels/otc.json'), medicare, 'funnels/otc.json', 'funnels/medicare.json')
 */
export function extendFunnel(
  extension: FunnelExtension,
  base: unknown,
  source: string,
  baseSource: string,
): Json {
  const baseSteps = isObject(base) && isObject(base.steps) ? base.steps : undefined;
  if (!isObject(base) || !baseSteps) {
    throw new FunnelError(source, [
      {
        pointer: '/extends',
        message: `${baseSource} is not a funnel (it has no "steps"). Fix that file first.`,
      },
    ]);
  }
  const issues: FunnelIssue[] = [];
  const steps: Json = structuredClone(baseSteps);
  const known = `Known steps of ${baseSource}: ${Object.keys(baseSteps).join(', ')}.`;
  for (const [stepId, words] of Object.entries(extension.steps)) {
    const step = steps[stepId];
    if (!isObject(step)) {
      issues.push({
        pointer: `/steps/${stepId}`,
        message: `Step "${stepId}" is not a step of ${baseSource}. ${known} Fix the id or remove the override.`,
      });
      continue;
    }
    const { fields, ...stepWords } = words;
    if (step.type === 'final' && (fields || stepWords.submitLabel !== undefined)) {
      issues.push({
        pointer: `/steps/${stepId}`,
        message: `Step "${stepId}" is the final step: it has no fields and no submit button, only "title" and "description".`,
      });
      continue;
    }
    Object.assign(step, stepWords);
    const baseFields = isObject(step.fields) ? step.fields : {};
    for (const [name, fieldWords] of Object.entries(fields ?? {})) {
      const field = baseFields[name];
      if (!isObject(field)) {
        issues.push({
          pointer: `/steps/${stepId}/fields/${name}`,
          message: `Step "${stepId}" of ${baseSource} has no field "${name}". Its fields: ${Object.keys(baseFields).join(', ')}.`,
        });
        continue;
      }
      Object.assign(field, fieldWords);
    }
  }
  if (issues.length > 0) throw new FunnelError(source, issues);
  const language = extension.language ?? base.language;
  return { ...base, id: extension.id, ...(language !== undefined && { language }), steps };
}
