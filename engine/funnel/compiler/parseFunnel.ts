import type { z } from 'zod';
import { funnelSchema, type FunnelDefinition } from '../../../schemas/funnel';

/** One problem of a funnel file, located by a JSON pointer (RFC 6901) into the file. */
export interface FunnelIssue {
  readonly pointer: string;
  readonly message: string;
}

/** Thrown when a funnel file breaks the format; its message lists every issue, one per line. */
export class FunnelError extends Error {
  constructor(
    readonly source: string,
    readonly issues: readonly FunnelIssue[],
  ) {
    super(issues.map((issue) => `${source}: ${issue.pointer || '/'}: ${issue.message}`).join('\n'));
    this.name = 'FunnelError';
  }
}

/** Turns a path of zod into a JSON pointer: `['steps', 'zip', 'next', 0]` → `/steps/zip/next/0`. */
export function toJsonPointer(path: readonly PropertyKey[]): string {
  return path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown ${issue.keys.length > 1 ? 'properties' : 'property'} ${issue.keys.map((k) => `"${k}"`).join(', ')}. Check the spelling or remove ${issue.keys.length > 1 ? 'them' : 'it'}.`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    const key = issue.path.at(-1);
    return typeof key === 'string'
      ? `"${key}" is missing: add it (a ${issue.expected}).`
      : `This is required (expected ${issue.expected}).`;
  }
  return issue.message;
}

/**
 * Validates a funnel file's parsed JSON against the funnel format.
 *
 * @param input - the parsed JSON of the file
 * @param source - the file name, used in error messages
 * @throws FunnelError naming the file, the JSON pointer and the fix of every problem
 * @example const funnel = parseFunnel(JSON.parse(text), 'funnels/medicare.json');
 */
export function parseFunnel(input: unknown, source = 'funnel'): FunnelDefinition {
  const result = funnelSchema.safeParse(input);
  if (result.success) return result.data;
  throw new FunnelError(
    source,
    result.error.issues.map((issue) => ({
      pointer: toJsonPointer(issue.path),
      message: describe(issue),
    })),
  );
}
