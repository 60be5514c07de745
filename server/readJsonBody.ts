import type { Context } from 'hono';
import type { z } from 'zod';
import { jsonTooDeep, MAX_JSON_DEPTH } from './jsonDepth';

/** A parsed request body, or the 4xx answer that says what is wrong with it. */
export type BodyResult<T> = { ok: true; data: T } | { ok: false; status: 400 | 415; error: string };

/**
 * The 415 answer when a request's Content-Type is not JSON, else undefined. `text/plain` (what
 * sendBeacon sends without a CORS preflight; its body is still JSON) only with `textPlain`: only the
 * event route takes it; elsewhere a cross-site page could post it without asking.
 */
export function notJsonType(
  c: Context,
  { textPlain = false }: { readonly textPlain?: boolean } = {},
): Extract<BodyResult<never>, { ok: false }> | undefined {
  const type = c.req.header('content-type') ?? '';
  if ((textPlain ? /^(application\/json|text\/plain)\b/i : /^application\/json\b/i).test(type))
    return undefined;
  return {
    ok: false,
    status: 415,
    error: 'The body must be JSON (Content-Type: application/json).',
  };
}

/**
 * Parses JSON text and validates it with zod. Text nested deeper than {@link MAX_JSON_DEPTH} is
 * refused before parsing (a linear scan), so no later step walks a value thousands deep.
 * Problems are named by their path in the body (`properties.id: must be a UUID`).
 */
export function parseJsonText<T>(text: string, schema: z.ZodType<T>): BodyResult<T> {
  if (jsonTooDeep(text))
    return {
      ok: false,
      status: 400,
      error: `The body nests deeper than ${MAX_JSON_DEPTH} levels.`,
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid JSON.' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, data: result.data };
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
    // zod's "expected object, received undefined" says less than "is missing".
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return `${where}: is missing (a ${issue.expected}).`;
    return `${where}: ${issue.message}`;
  });
  return { ok: false, status: 400, error: problems.join('; ') };
}

/**
 * Reads a JSON body (`application/json`; also `text/plain` with `textPlain`) and validates it
 * with zod ({@link parseJsonText}); problems are named by their path in the body so the caller can fix them.
 */
export async function readJsonBody<T>(
  c: Context,
  schema: z.ZodType<T>,
  options: { readonly textPlain?: boolean } = {},
): Promise<BodyResult<T>> {
  const wrongType = notJsonType(c, options);
  if (wrongType) return wrongType;
  return parseJsonText(await c.req.text(), schema);
}
